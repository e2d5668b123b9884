import type { SiteConfig } from "./src/shared/siteConfig/schema";
import packageJson from "./package.json";

/**
 * The site's configuration (the spec's Site entity). The browser bundle imports it as it is;
 * the build validates it first (src/node/config) and fails on any bad field.
 */
const siteConfig: SiteConfig = {
  title: "Wemap Developers",
  tagline: "Documentation, sample apps and how-tos for building with the Wemap maps platform",
  titleDelimiter: "|",
  url: "https://developers.getwemap.com",
  baseUrl: "/",
  trailingSlash: false,
  noIndex: true,
  i18n: {
    defaultLocale: "en",
    locales: [{ code: "en", label: "English", htmlLang: "en", direction: "ltr" }],
  },
  navbar: {
    logo: {
      alt: "Wemap",
      src: "/img/wemap-logo.svg",
      srcDark: "/img/wemap-logo-dark.svg",
      href: "/",
      width: 112,
      height: 28,
    },
    hideOnScroll: false,
    items: [
      { type: "doc", docId: "about", label: "About", position: "left" },
      { type: "docSidebar", sidebarId: "docs", label: "Docs", position: "left" },
      { type: "link", label: "Wemap Pro", href: "https://pro.getwemap.com", position: "left" },
      { type: "link", label: "Help", href: "https://help.getwemap.com", position: "left" },
      { type: "link", label: "Contact", href: "https://getwemap.com/contact", position: "left" },
      { type: "docsVersionDropdown", position: "right" },
      { type: "localeDropdown", position: "right" },
      { type: "link", label: "GitHub", href: "https://github.com/wemap", position: "right" },
      { type: "search", position: "right" },
    ],
  },
  footer: {
    logo: {
      alt: "Wemap",
      src: "/img/wemap-logo-dark.svg",
      srcDark: "/img/wemap-logo-dark.svg",
      href: "/",
      width: 112,
      height: 28,
    },
    links: [
      {
        title: "Discover",
        items: [
          { label: "Getting started", to: "/docs/getting-started" },
          { label: "About Wemap", to: "/docs/about" },
          { label: "Wemap website", href: "https://getwemap.com" },
          { label: "Wemap Pro", href: "https://pro.getwemap.com" },
        ],
      },
      {
        title: "Social",
        items: [
          { label: "GitHub", href: "https://github.com/wemap" },
          { label: "LinkedIn", href: "https://www.linkedin.com/company/wemap" },
          { label: "X (Twitter)", href: "https://x.com/getwemap" },
        ],
      },
      {
        title: "Company",
        items: [
          { label: "Privacy policy", href: "https://getwemap.com/privacy-policy" },
          { label: "Terms of use", href: "https://getwemap.com/terms-of-use" },
          { label: "Pro terms of use", href: "https://getwemap.com/pro-terms-of-use" },
        ],
      },
    ],
    copyright: `Copyright © 2025 Wemap - v${packageJson.version}`,
  },
  announcementBar: {
    id: "ios-native-spm-2026",
    content: "The iOS native SDKs install with Swift Package Manager.",
    link: { label: "See how", to: "/docs/ios-native/getting-started" },
    backgroundColor: "#1c2a4a",
    textColor: "#ffffff",
    isCloseable: true,
  },
  colorMode: { defaultMode: "light", disableSwitch: true, respectPrefersColorScheme: false },
  analytics: { consentMode: true },
  docs: { versionPersistence: "localStorage", pluginId: "default" },
  budgets: { pageHtmlKiB: 100, pageDataKiB: 100, searchIndexKiB: 12 },
  search: {
    searchPagePath: "/search",
    contextualSearch: true,
    externalUrlRegex: "^https?://(?!developers\\.getwemap\\.com)",
    reportIssueUrl: "https://getwemap.com/contact",
  },
};

export default siteConfig;
