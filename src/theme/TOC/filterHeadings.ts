export interface TocHeading {
  level: number;
  text: string;
  id: string;
}

export interface TocEntry extends TocHeading {
  children: TocEntry[];
}

/** The headings between `min` and `max` levels, nested under their parent heading. */
export function buildToc(headings: readonly TocHeading[], min = 2, max = 3): TocEntry[] {
  const roots: TocEntry[] = [];
  const stack: TocEntry[] = [];
  for (const heading of headings) {
    if (heading.level < min || heading.level > max) continue;
    const entry: TocEntry = { ...heading, children: [] };
    while (stack.length > 0 && (stack[stack.length - 1]?.level ?? 0) >= heading.level) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(entry);
    else roots.push(entry);
    stack.push(entry);
  }
  return roots;
}
