import type { DeclaredHead, HeadTag } from "./headDeclarations";

/**
 * The head the mounted `<Helmet>`s give together, by react-helmet's rules (its
 * reducePropsToState), which the HTML renderer applies to the same declarations: a page then
 * reads the same whether it was loaded or reached in the app. Later Helmets in render order
 * (the inner ones) win.
 */
export interface MergedHead {
  /** Absent: the document keeps its title. */
  title?: string;
  htmlAttributes: Record<string, string>;
  /** Metas, then links, each in declaration order, as the server writes them. */
  tags: HeadTag[];
  onChangeClientState?: () => void;
}

const PRIMARY: Record<HeadTag["type"], readonly string[]> = {
  meta: ["name", "charset", "http-equiv", "property", "itemprop"],
  link: ["rel", "href"],
};

/**
 * What identifies a tag across Helmets: the last of its primary attributes, so a link is told by
 * its href, but a canonical link by its rel alone, and a stylesheet never by its rel. A tag
 * without one is not written.
 */
function keyOf({ type, attributes }: HeadTag): string | undefined {
  let primary: [string, string] | undefined;
  for (const [name, value] of attributes) {
    if (!PRIMARY[type].includes(name)) continue;
    if (primary?.[0] === "rel" && primary[1].toLowerCase() === "canonical") continue;
    if (name === "rel" && value.toLowerCase() === "stylesheet") continue;
    primary = [name, value];
  }
  return primary?.[1] ? `${type} ${primary[0]} ${primary[1].toLowerCase()}` : undefined;
}

/**
 * The tags of one type: an inner Helmet's tag replaces the outer ones with its key, but the
 * tags of one Helmet all stay, duplicates included.
 */
function mergedTags(heads: readonly DeclaredHead[], type: HeadTag["type"]): HeadTag[] {
  const taken = new Set<string>();
  const kept: HeadTag[][] = [];
  for (const head of [...heads].reverse()) {
    const own = head.tags
      .filter((tag) => tag.type === type)
      .map((tag) => ({ tag, key: keyOf(tag) }))
      .filter(({ key }) => key !== undefined && !taken.has(key));
    for (const { key } of own) taken.add(key as string);
    kept.unshift(own.map(({ tag }) => tag));
  }
  return kept.flat();
}

/** `heads`: each mounted Helmet's declarations, in render order. */
export function mergeHeads(heads: readonly DeclaredHead[]): MergedHead {
  const inwards = [...heads].reverse();
  const innermost = <K extends keyof DeclaredHead>(key: K) =>
    inwards.find((head) => head[key] !== undefined)?.[key];
  return {
    // An empty innermost title leaves the document's as it is, as react-helmet does.
    title: innermost("title") || undefined,
    htmlAttributes: Object.assign({}, ...heads.map((head) => head.htmlAttributes)) as Record<
      string,
      string
    >,
    tags: [...mergedTags(heads, "meta"), ...mergedTags(heads, "link")],
    onChangeClientState: innermost("onChangeClientState"),
  };
}
