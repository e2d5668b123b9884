import type { SiteConfig } from "./src/shared/siteConfig/schema";
import base from "./site.base.config";

/**
 * The variant site for browser tests of behaviours this site's own configuration turns off:
 * navbar hiding on scroll, the colour-mode switch with the system preference, a second locale,
 * a base URL other than `/` and no stored version choice. integration/fixtureVariant.ts copies
 * it over the project copy's site.config.ts.
 */
const variant: SiteConfig = {
  ...base,
  baseUrl: "/developers/",
  docs: { ...base.docs, versionPersistence: "none" },
  navbar: { ...base.navbar, hideOnScroll: true },
  colorMode: { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: true },
  i18n: {
    defaultLocale: "en",
    locales: [
      { code: "en", label: "English", htmlLang: "en", direction: "ltr" },
      { code: "fr", label: "Français", htmlLang: "fr", direction: "ltr" },
    ],
  },
};

export default variant;
