import { BuildError, type Problem } from "../errors/BuildError";
import { zodProblems } from "../errors/zodProblems";
import type { DocRecord } from "../content/docRecords";
import { sidebarsFileSchema, type SidebarItemConfig, type SidebarsConfig } from "./schema";
import type { Sidebar, SidebarItem } from "../../shared/sidebar";

export function parseSidebarsFile(file: string, data: unknown): SidebarsConfig {
  const result = sidebarsFileSchema.safeParse(data);
  if (!result.success) throw new BuildError(file, zodProblems(result.error, data));
  return result.data;
}

export interface ResolveContext {
  /** The sidebars file, for messages. */
  file: string;
  /** The docs of this version that are built. */
  docs: readonly DocRecord[];
  /** Ids of this version's drafts: silently left out of the sidebar. */
  draftIds: ReadonlySet<string>;
  /** The version's docs folder, relative to the project, for messages. */
  docsFolder?: string;
}

/**
 * Turns every doc id into a link with the doc's label and URL. An id that names no doc is an
 * error listing the valid ids; a draft is skipped; a category left empty by drafts is dropped.
 * A category written with no items and no link is an error, and so is a doc placed twice (in
 * one sidebar or in two): a `ref` item links to a doc without placing it. What resolves is
 * kept: an item in error is left out (an unknown id, a second placement, an empty category)
 * and its problem returned, so that under development a sidebar naming a missing doc still lets
 * every other change of the content take effect.
 */
export function resolveSidebarsLeniently(
  config: SidebarsConfig,
  context: ResolveContext,
): { sidebars: Record<string, Sidebar>; problems: Problem[]; platformSections: string[] } {
  const byId = new Map(context.docs.map((doc) => [doc.id, doc]));
  const problems: Problem[] = [];
  const resolved: Record<string, Sidebar> = {};

  /** Where each doc was first placed: `sidebar › path`. */
  const placed = new Map<string, string>();
  const resolveDoc = (id: string, at: string, label?: string): SidebarItem | undefined => {
    const doc = byId.get(id);
    if (doc) {
      const first = placed.get(id);
      if (first) {
        problems.push({
          at,
          message: `the doc "${id}" is already placed at ${first}; a doc has one place (its previous/next and breadcrumbs). To link to it from here too, write { "type": "ref", "id": "${id}" }`,
        });
        return undefined;
      }
      placed.set(id, at);
      return { type: "link", label: label ?? doc.sidebarLabel, href: doc.permalink, docId: id };
    }
    if (!context.draftIds.has(id))
      problems.push({ at, message: unknownIdMessage(id, byId, context.docsFolder) });
    return undefined;
  };
  const resolveRef = (id: string, at: string, label?: string): SidebarItem[] => {
    const doc = byId.get(id);
    if (doc) return [{ type: "link", label: label ?? doc.sidebarLabel, href: doc.permalink }];
    if (!context.draftIds.has(id))
      problems.push({ at, message: unknownIdMessage(id, byId, context.docsFolder) });
    return [];
  };

  const resolveItems = (items: readonly SidebarItemConfig[], at: string): SidebarItem[] =>
    items.flatMap((item, index): SidebarItem[] => {
      const here = `${at}[${index}]`;
      if (typeof item === "string") return optional(resolveDoc(item, here));
      if (item.type === "doc") return optional(resolveDoc(item.id, here, item.label));
      if (item.type === "ref") return resolveRef(item.id, here, item.label);
      if (item.type === "link") return [{ type: "link", label: item.label, href: item.href }];
      if (item.items.length === 0 && !item.link) {
        problems.push({
          at: here,
          message: `the category "${item.label}" is empty: give it items or a "link" to a doc, or remove it`,
        });
        return [];
      }
      const link = item.link ? resolveDoc(item.link, `${here}.link`) : undefined;
      const children = resolveItems(item.items, `${here}.items`);
      if (children.length === 0 && !link) return [];
      return [
        {
          type: "category",
          label: item.label,
          ...(link && link.type === "link" ? { href: link.href } : {}),
          ...(item.collapsed === undefined ? {} : { collapsed: item.collapsed }),
          items: children,
        },
      ];
    });

  for (const [name, items] of Object.entries(config)) {
    resolved[name] = resolveItems(items, name);
  }
  return { sidebars: resolved, problems, platformSections: platformSectionsOf(config, problems) };
}

/**
 * The labels of the top-level categories marked `platform`: the sections (search's lvl0) whose
 * pages document one platform. A nested category marked so is an error, since a page's section
 * is the top-level category that holds it.
 */
function platformSectionsOf(config: SidebarsConfig, problems: Problem[]): string[] {
  const labels: string[] = [];
  const visit = (items: readonly SidebarItemConfig[], at: string, topLevel: boolean) =>
    items.forEach((item, index) => {
      if (typeof item === "string" || item.type !== "category") return;
      const here = `${at}[${index}]`;
      if (item.platform && topLevel) labels.push(item.label);
      else if (item.platform)
        problems.push({
          at: `${here}.platform`,
          message: `the category "${item.label}" is inside another one and cannot be marked "platform": a page's section is the top-level category that holds it, so mark that category instead`,
        });
      visit(item.items, `${here}.items`, false);
    });
  for (const [name, items] of Object.entries(config)) visit(items, name, true);
  return labels;
}

function optional<T>(value: T | undefined): T[] {
  return value === undefined ? [] : [value];
}

function unknownIdMessage(
  id: string,
  byId: ReadonlyMap<string, DocRecord>,
  docsFolder = "its docs folder",
): string {
  const ids = [...byId.keys()].sort();
  if (ids.length === 0)
    return `no doc has the id "${id}": this version has no docs in ${docsFolder}`;
  const near = ids.filter((candidate) => isNear(candidate, id)).slice(0, 3);
  const hint = near.length > 0 ? ` Did you mean ${near.map((n) => `"${n}"`).join(" or ")}?` : "";
  return `no doc has the id "${id}".${hint} Valid ids: ${ids.join(", ")}`;
}

function isNear(candidate: string, id: string): boolean {
  const a = candidate.toLowerCase();
  const b = id.toLowerCase();
  return a === b || a.endsWith(`/${b.split("/").pop()}`) || b.endsWith(`/${a.split("/").pop()}`);
}
