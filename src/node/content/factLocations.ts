import { z } from "zod";

/**
 * Where a fact's SDK symbol is in the public sources: the repository, the commit (all 40 hex
 * digits, so the place never moves), the file and the line. `declared` is where the SDK's own
 * source declares the symbol; `seen` is where public code (a sample app, a wrapper) uses a
 * symbol of a closed SDK, whose declaration nobody outside Wemap can read. A fact naming several
 * symbols records one place for each, each with the `symbol` found there.
 */
const sourceLocationSchema = z.strictObject({
  repo: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]*\/[\w.-]+$/, "expected a repository as owner/name"),
  commit: z.string().regex(/^[0-9a-f]{40}$/, "expected the commit's 40 lowercase hex digits"),
  path: z
    .string()
    .min(1)
    .refine((value) => !value.startsWith("/") && !value.split("/").includes(".."), {
      message: "expected a path inside the repository",
    }),
  line: z.number().int().positive(),
  /**
   * A `seen` place that is a commented-out line of public code: the only public mention of the
   * symbol, which a reader must not take for a use that runs.
   */
  commented: z.literal(true).optional(),
  /** The symbol at that place, as `Container.member` or a bare name. */
  symbol: z
    .string()
    .regex(/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/, "expected a name or Container.member")
    .optional(),
});

export type SourceLocation = z.infer<typeof sourceLocationSchema>;

/** One place, or one for each symbol the fact names. */
export const sourceLocationsSchema = z.union([
  sourceLocationSchema,
  z.array(sourceLocationSchema).min(1),
]);

export type SourceLocations = z.infer<typeof sourceLocationsSchema>;

/** The places of a fact's field as a list, whether it holds one or several. */
export function locationList(locations: SourceLocations | undefined): SourceLocation[] {
  if (locations === undefined) return [];
  return Array.isArray(locations) ? locations : [locations];
}

/**
 * The kinds of fact that name an SDK symbol, which must record where it is. The other kinds name
 * none: `package` (install lines, coordinates), `url` (addresses), `option` (URL parameters,
 * build and platform settings, bridge protocols) and `behaviour` (what code does at a commit,
 * which its `ref` names; the symbol it is about has a fact of its own).
 */
export const SYMBOL_KINDS: ReadonlySet<string> = new Set([
  "class",
  "method",
  "field",
  "property",
  "event",
]);

/**
 * A source that names a public repository (`owner/name:path`, `owner/name @ref`), not a page: a
 * GitHub owner has no dot, so `developers.getwemap.com/docs` or `pub.dev/packages` is no owner.
 */
const REPOSITORY_SOURCE = /^[A-Za-z0-9][A-Za-z0-9-]*\/[\w.-]+(?=$|[:\s,])/;

/** A source that is a compiled build kept in a repository (`libs/livemap-sdk.aar`, read with javap). */
const BINARY_SOURCE = /^[^:\s]+:\S+\.(?:aar|jar|zip|framework|xcframework)(?=$|[\s,;])/;

/**
 * Whether a fact must record a place: its kind names a symbol and its source is a repository's
 * text. A fact taken from a page of the public docs site or pub.dev, from code whose repository
 * was never identified, or from a compiled build (a class file has no line), has no line to
 * point at; the audit counts these apart.
 */
export function needsLocation(fact: { kind: string; source?: string | undefined }): boolean {
  const source = fact.source ?? "";
  return (
    SYMBOL_KINDS.has(fact.kind) && REPOSITORY_SOURCE.test(source) && !BINARY_SOURCE.test(source)
  );
}
