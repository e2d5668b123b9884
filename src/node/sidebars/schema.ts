import { z } from "zod";
import { classifyUrl } from "../../shared/urlSafety";

/** A sidebar item as writers type it in a sidebars file. */
export type SidebarItemConfig =
  | string
  | { type: "doc"; id: string; label?: string }
  | { type: "ref"; id: string; label?: string }
  | { type: "link"; label: string; href: string }
  | {
      type: "category";
      label: string;
      link?: string;
      collapsed?: boolean;
      platform?: true;
      items: SidebarItemConfig[];
    };

const docItem = z.strictObject({
  type: z.literal("doc"),
  /** The doc's id: its path in the version folder without extension or `/index`. */
  id: z.string().min(1),
  label: z.string().min(1).optional(),
});

/**
 * A link to a doc that belongs to another place: a doc sits in one sidebar, once, and that
 * place gives its previous/next and breadcrumbs; a `ref` only links to it from elsewhere.
 */
const refItem = z.strictObject({
  type: z.literal("ref"),
  id: z.string().min(1),
  label: z.string().min(1).optional(),
});

const linkItem = z.strictObject({
  type: z.literal("link"),
  label: z.string().min(1),
  /** An absolute URL, or a site path starting with `/`. */
  href: z
    .string()
    .refine(
      (href) => ["external", "mailto", "tel", "site-path"].includes(classifyUrl(href).kind),
      "must be a full http(s):// URL, mailto:, tel: or a site path starting with /",
    ),
});

const sidebarItemSchema: z.ZodType<SidebarItemConfig> = z.lazy(() =>
  z.union([
    z.string().min(1),
    docItem,
    refItem,
    linkItem,
    z.strictObject({
      type: z.literal("category"),
      label: z.string().min(1),
      /** The id of the doc the category's label opens. */
      link: z.string().min(1).optional(),
      /** Forced open or closed; by default a category is open only when it holds the page. */
      collapsed: z.boolean().optional(),
      /**
       * A top-level category that documents one platform (an SDK): search ranks its pages below
       * pages that hold for every platform when a query names none (docs/search.md).
       */
      platform: z.literal(true).optional(),
      items: z.array(sidebarItemSchema),
    }),
  ]),
);

/** A sidebars file: sidebar name → items. */
export const sidebarsFileSchema = z.record(z.string().min(1), z.array(sidebarItemSchema));

export type SidebarsConfig = z.infer<typeof sidebarsFileSchema>;
