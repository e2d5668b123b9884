import { z } from "zod";
import { cssColor, externalUrl, httpUrl, nonBlank, sitePath } from "./values";

/** Navbar item types the theme knows how to render. */
export const NAVBAR_ITEM_TYPES = [
  "link",
  "doc",
  "docSidebar",
  "dropdown",
  "docsVersionDropdown",
  "search",
  "localeDropdown",
] as const;

const position = z.enum(["left", "right"]).optional();

/** A plain link: `to` is a site path (client-side navigation), `href` a full URL. */
const linkFields = {
  label: nonBlank,
  to: sitePath.optional(),
  href: externalUrl.optional(),
};

const dropdownChild = z
  .strictObject({ type: z.literal("link").optional(), ...linkFields })
  .refine((item) => Boolean(item.to) !== Boolean(item.href), {
    message: "a link needs exactly one of `to` (site path) or `href` (full URL)",
  });

const navbarItemSchema = z.discriminatedUnion("type", [
  z
    .strictObject({ type: z.literal("link"), position, ...linkFields })
    .refine((item) => Boolean(item.to) !== Boolean(item.href), {
      message: "a link needs exactly one of `to` (site path) or `href` (full URL)",
    }),
  /** Links to a doc of the version being read (the latest elsewhere). */
  z.strictObject({
    type: z.literal("doc"),
    position,
    docId: nonBlank,
    label: nonBlank,
  }),
  /** Links to the first doc of a sidebar, and is active on every page of that sidebar. */
  z.strictObject({
    type: z.literal("docSidebar"),
    position,
    sidebarId: nonBlank,
    label: nonBlank,
  }),
  z.strictObject({
    type: z.literal("dropdown"),
    position,
    label: nonBlank,
    items: z.array(dropdownChild).min(1),
  }),
  z.strictObject({ type: z.literal("docsVersionDropdown"), position }),
  z.strictObject({ type: z.literal("search"), position }),
  z.strictObject({ type: z.literal("localeDropdown"), position }),
]);

const footerLink = dropdownChild;

const logo = z.strictObject({
  alt: z.string().min(1),
  /** Logo for the light theme, a path under `static/`. */
  src: sitePath,
  /** Logo for the dark theme. */
  srcDark: sitePath,
  href: sitePath.optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const locale = z.strictObject({
  code: z.string().min(2),
  label: nonBlank,
  htmlLang: z.string().min(2),
  direction: z.enum(["ltr", "rtl"]),
});

/** The whole site configuration (the spec's Site entity). */
export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().min(1),
  /** Joins the page title and the site title in `<title>`. */
  titleDelimiter: z.string().min(1),
  /** Where the production site lives, for canonical URLs. */
  url: httpUrl,
  /** The path the site is served under; `/` at the root. */
  baseUrl: z.string().regex(/^\/(.*\/)?$/, "must start and end with /"),
  trailingSlash: z.literal(false),
  /** Marks every page `noindex, nofollow`. */
  noIndex: z.boolean(),
  i18n: z.strictObject({ defaultLocale: z.string(), locales: z.array(locale).min(1) }),
  navbar: z.strictObject({
    title: z.string().optional(),
    logo,
    /** Hide the navbar while the reader scrolls down. */
    hideOnScroll: z.boolean(),
    items: z.array(navbarItemSchema),
  }),
  footer: z.strictObject({
    logo,
    links: z.array(z.strictObject({ title: z.string().min(1), items: z.array(footerLink).min(1) })),
    copyright: z.string().min(1),
  }),
  announcementBar: z
    .strictObject({
      /** Changing the id shows the bar again to readers who dismissed an earlier one. */
      id: nonBlank,
      content: nonBlank,
      link: z.strictObject({ label: nonBlank, to: sitePath }).optional(),
      backgroundColor: cssColor,
      textColor: cssColor,
      isCloseable: z.boolean(),
    })
    .optional(),
  colorMode: z.strictObject({
    defaultMode: z.enum(["light", "dark"]),
    disableSwitch: z.boolean(),
    respectPrefersColorScheme: z.boolean(),
  }),
  docs: z.strictObject({
    /** Where the reader's preferred docs version is kept. */
    versionPersistence: z.enum(["localStorage", "none"]),
    /** Names the docs instance in storage keys (`docs-preferred-version-<pluginId>`). */
    pluginId: nonBlank,
  }),
  /** Sizes in KiB of gzip that the build checks after writing the site (docs/errors.md). */
  budgets: z.strictObject({
    /** Over it, a page's HTML is reported as a warning. */
    pageHtmlKiB: z.number().positive(),
    /** Over it, a page's page-data.json is reported as a warning. */
    pageDataKiB: z.number().positive(),
    /** Over it, a file of a version's sharded search index (shard, page data) fails the build. */
    searchIndexKiB: z.number().positive(),
  }),
  /** Only used in a build with GA_MEASUREMENT_ID (docs/analytics.md). */
  analytics: z
    .strictObject({
      /**
       * Google Consent Mode v2: analytics cookies wait for the reader's yes, asked in a small
       * banner and changeable from the footer. On when `analytics` is left out.
       */
      consentMode: z.boolean(),
    })
    .optional(),
  search: z.strictObject({
    searchPagePath: sitePath,
    /** Limit hits to the docs version being read. */
    contextualSearch: z.boolean(),
    /** Hits whose URL matches this open in a full page load rather than client-side. */
    externalUrlRegex: z.string().optional(),
    /** Where "Let us know." in the no-results screen points. */
    reportIssueUrl: externalUrl,
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type NavbarItem = z.infer<typeof navbarItemSchema>;
