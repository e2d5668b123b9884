import type { Finding, OpenCheckout } from "./auditTypes";
import { TYPE_KINDS, type LocatedDeclaration } from "./surface/declaration";

/**
 * Which public members of the documented types the facts have. A type is documented when a
 * fact places it, or one of its members, in an open SDK's API files; a member is known when a
 * fact places it, or the type's own fact writes its name. A member counts as known whatever the
 * commit its fact cites: the facts of a release an older version of the docs pins need not
 * repeat every member the current release's facts have.
 */
interface DocumentedType {
  repo: string;
  commit: string;
  type: string;
  /** The file extension of the place: a Dart `Livemap` is not the plugin's Swift `Livemap`. */
  extension: string;
}

/**
 * Public members that are the platform's API rather than the SDK's: overrides of a member the
 * repository does not declare (`override func layoutSubviews()`, Flutter's `createState`),
 * initialisers a superclass requires (`required init?(coder:)`), and the members of an
 * extension that conforms to a protocol the repository does not declare
 * (`extension wemapsdk: WKNavigationDelegate`).
 */
export function isPlatformMember(
  member: LocatedDeclaration,
  repositoryDeclarations: readonly LocatedDeclaration[],
): boolean {
  if (member.modifiers.includes("required")) return true;
  const declaredElsewhere = (name: string, test: (candidate: LocatedDeclaration) => boolean) =>
    repositoryDeclarations.some((candidate) => candidate.name === name && test(candidate));
  if (member.modifiers.includes("override"))
    return !declaredElsewhere(
      member.name,
      (candidate) =>
        candidate.container !== member.container && !candidate.modifiers.includes("override"),
    );
  const conformances = member.modifiers
    .filter((modifier) => modifier.startsWith("conforms:"))
    .map((modifier) => modifier.slice("conforms:".length));
  return (
    conformances.length > 0 &&
    conformances.every(
      (name) => !declaredElsewhere(name, (candidate) => TYPE_KINDS.has(candidate.kind)),
    )
  );
}

export class MemberCoverage {
  private readonly documented = new Map<string, DocumentedType>();
  /** Per repository, `Type.member` for each member some fact has. */
  private readonly known = new Map<string, Set<string>>();

  document(repo: string, commit: string, type: string, path: string): void {
    const extension = path.slice(path.lastIndexOf("."));
    this.documented.set(`${repo}@${commit}#${type}${extension}`, { repo, commit, type, extension });
  }

  know(repo: string, qualified: string): void {
    const set = this.known.get(repo) ?? new Set<string>();
    set.add(qualified);
    this.known.set(repo, set);
  }

  /** A finding for each public member no fact has, and how many types and members were read. */
  async missing(
    open: OpenCheckout,
  ): Promise<{ findings: Finding[]; types: number; members: number }> {
    const findings: Finding[] = [];
    let types = 0;
    let members = 0;
    for (const { repo, commit, type, extension } of this.documented.values()) {
      const repository = await open(repo, commit);
      const api = repository?.apiDeclarations() ?? [];
      const declaration = api.find(
        (candidate) =>
          candidate.name === type &&
          TYPE_KINDS.has(candidate.kind) &&
          candidate.kind !== "extension" &&
          candidate.path.endsWith(extension),
      );
      if (!repository || !declaration) continue;
      types += 1;
      const known = this.known.get(repo) ?? new Set<string>();
      const reported = new Set<string>();
      for (const member of repository.membersOf(type, declaration.path)) {
        if (!member.isPublic || reported.has(member.name) || isPlatformMember(member, api))
          continue;
        members += 1;
        if (known.has(`${type}.${member.name}`)) continue;
        reported.add(member.name);
        const shape = member.type
          ? `: ${member.type}`
          : member.parameters !== undefined
            ? `(${member.parameters})`
            : "";
        findings.push({
          class: "missing member",
          section: "",
          fact: `${type}.${member.name}`,
          place: `${repo}@${commit.slice(0, 7)}:${member.path}:${member.line}`,
          message: `${type} declares ${member.kind} ${member.name}${shape}, which no fact has`,
        });
      }
    }
    return { findings, types, members };
  }
}
