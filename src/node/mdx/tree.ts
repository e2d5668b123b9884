/** A place in a source file, as unist records it (1-based line and column). */
export interface Point {
  line: number;
  column: number;
  offset?: number;
}

/** The few fields of unist nodes the site's MDX plugins read; enough to stay version-agnostic. */
export interface TreeNode {
  type: string;
  children?: TreeNode[];
  value?: unknown;
  url?: string;
  name?: string | null;
  tagName?: string;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  identifier?: string;
  attributes?: JsxAttribute[];
  properties?: Record<string, unknown>;
  data?: Record<string, unknown>;
  position?: { start: Point; end: Point };
}

/** A JSX attribute of an MDX element: `name="text"`, `name={value}`, `name` or `{...spread}`. */
export interface JsxAttribute {
  type: "mdxJsxAttribute" | "mdxJsxExpressionAttribute";
  name?: string;
  value?: string | null | { type: string; value: string; data?: Record<string, unknown> };
  position?: { start: Point; end: Point };
  data?: Record<string, unknown>;
}

/** The file a plugin runs on, as unified hands it over (a vfile). */
export interface PluginFile {
  path?: string;
  value?: unknown;
  data: Record<string, unknown>;
  message: (
    reason: string,
    place?: { start: Point; end?: Point } | Point,
    origin?: string,
  ) => { fatal?: boolean | null };
}

/** Reports an error that stops a production build, at `place`. */
export function reportError(
  file: PluginFile,
  reason: string,
  place: { start: Point; end?: Point } | Point | undefined,
  origin: string,
): void {
  const message = file.message(reason, place, origin);
  message.fatal = true;
}
