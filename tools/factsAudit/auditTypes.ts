import type { SourceLocation } from "../../src/node/content/factLocations";
import type { DifferenceClass } from "./compare";
import type { Repository } from "./surface/repository";

/** The shapes the audit reads and reports, shared by its parts and its report. */
export interface AuditedFact {
  section: string;
  name: string;
  kind: string;
  signature?: string;
  notes?: string;
  source?: string;
  version?: string;
  declared?: SourceLocation | SourceLocation[];
  seen?: SourceLocation | SourceLocation[];
}

export type FindingClass =
  | "unlocated"
  | "unreadable"
  | "absent"
  | "not seen"
  | "symbol"
  | DifferenceClass
  | "missing member";

export interface Finding {
  class: FindingClass;
  section: string;
  fact: string;
  place?: string;
  message: string;
}

export interface AuditCounts {
  facts: number;
  needingPlace: number;
  declaredFacts: number;
  seenFacts: number;
  exemptByKind: number;
  exemptBySource: number;
  /** Places that are a commented-out line: the only public mention of a closed SDK's symbol. */
  commentedPlaces: number;
  places: number;
  documentedTypes: number;
  membersChecked: number;
}

export interface AuditResult {
  counts: AuditCounts;
  findings: Finding[];
  /** Each repository and commit the facts cite, with how many places point into it. */
  commits: { repo: string; commit: string; places: number }[];
  /** The facts of a symbol kind whose source has no line to point at, and that source. */
  exemptBySource: { section: string; fact: string; source: string }[];
}

/** The checkout of a repository at a commit, or undefined when there is none. */
export type OpenCheckout = (repo: string, commit: string) => Promise<Repository | undefined>;

export const placeText = (location: Pick<SourceLocation, "repo" | "commit" | "path" | "line">) =>
  `${location.repo}@${location.commit.slice(0, 7)}:${location.path}:${location.line}`;

export const lastPart = (dotted: string) => dotted.split(".").pop() ?? dotted;
