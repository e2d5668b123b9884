import { z } from "zod";
import { BuildError } from "../errors/BuildError";
import { zodProblems } from "../errors/zodProblems";
import { canonicalUrlProblem, urlSegmentProblem } from "./docIdentity";

const headingLevel = z.number().int().min(2).max(6);

/** The frontmatter a doc may carry. Unknown keys are refused so that typos do not pass silently. */
const frontmatterFields = z.strictObject({
  /** The page's h1, `<title>` and default sidebar label. */
  title: z.string().trim().min(1, "must be a non-empty string"),
  /** Shorter text for the sidebar and pagination. */
  sidebar_label: z.string().trim().min(1).optional(),
  /** Order among siblings where a list is generated. */
  sidebar_position: z.number().optional(),
  /** Replaces the last part of the URL. */
  slug: z
    .string()
    .superRefine((slug, context) => {
      const problem = urlSegmentProblem(slug) ?? canonicalUrlProblem(slug);
      if (problem)
        context.addIssue({
          code: "custom",
          message: `must be one URL segment that names this page; it ${problem}`,
        });
    })
    .optional(),
  /** The meta description and the search snippet. */
  description: z.string().trim().min(1).optional(),
  /**
   * Words readers search for that the page's title and text may not say; the search index
   * weighs them next to the title. An empty or repeated keyword is a slip worth a clear error.
   */
  keywords: z
    .array(z.string().trim().min(1, "must be a non-empty string"))
    .superRefine((keywords, context) => {
      const seen = new Set<string>();
      keywords.forEach((keyword, index) => {
        const key = keyword.toLowerCase();
        if (seen.has(key))
          context.addIssue({
            code: "custom",
            message: `repeats the keyword "${keyword}"`,
            path: [index],
          });
        seen.add(key);
      });
    })
    .optional(),
  /** Left out of the production build, the sidebars and the search index. */
  draft: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
});

const frontmatterSchema = frontmatterFields.refine(
  (value) =>
    value.toc_min_heading_level === undefined ||
    value.toc_max_heading_level === undefined ||
    value.toc_min_heading_level <= value.toc_max_heading_level,
  {
    message: "toc_min_heading_level must not be greater than toc_max_heading_level",
    path: ["toc_min_heading_level"],
  },
);

export type Frontmatter = z.infer<typeof frontmatterSchema>;

const FRONTMATTER_FIELDS = Object.keys(frontmatterFields.shape);

/** Validates one doc's frontmatter; the error names the file and each bad field. */
export function parseFrontmatter(file: string, data: unknown): Frontmatter {
  const result = frontmatterSchema.safeParse(data ?? {});
  if (!result.success) {
    throw new BuildError(file, zodProblems(result.error, data, FRONTMATTER_FIELDS));
  }
  return result.data;
}
