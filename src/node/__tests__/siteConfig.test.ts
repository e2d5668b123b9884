import siteConfig from "../../../site.config";
import { collectConfigLinks, resolveNavbarTargets } from "../config/navbarTargets";
import { validateSiteConfig } from "../config/validateSiteConfig";
import type { Sidebar } from "../sidebars/schema";

const clone = () => JSON.parse(JSON.stringify(siteConfig)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe("validateSiteConfig", () => {
  it("accepts the site's own configuration", () => {
    expect(validateSiteConfig("site.config.ts", siteConfig).title).toBe("Wemap Developers");
  });

  it("prints the package version after the copyright", () => {
    expect(siteConfig.footer.copyright).toBe("Copyright © 2025 Wemap - v1.14.37");
  });

  it("fails on an unknown navbar item type, naming the item and the allowed types", () => {
    const config = clone();
    config.navbar.items.push({ type: "docsDropdown", label: "SDKs" });
    expect(() => validateSiteConfig("site.config.ts", config)).toThrowErrorMatchingInlineSnapshot(`
"site.config.ts:
  - navbar.items[9].type: unknown navbar item type "docsDropdown" (labelled "SDKs"). Allowed types: link, doc, docSidebar, dropdown, docsVersionDropdown, search, localeDropdown"
`);
  });

  it("fails on a link that has both or neither of to and href", () => {
    const config = clone();
    config.navbar.items[2] = { type: "link", label: "Pro" };
    expect(() => validateSiteConfig("site.config.ts", config)).toThrow(
      /navbar\.items\[2\]: a link needs exactly one of `to` \(site path\) or `href` \(full URL\)/,
    );
  });

  it("fails on a missing field with its path", () => {
    const config = clone();
    delete config.footer.copyright;
    expect(() => validateSiteConfig("site.config.ts", config)).toThrow(
      /footer\.copyright: Invalid input/,
    );
  });
});

describe("resolveNavbarTargets", () => {
  const config = validateSiteConfig("site.config.ts", siteConfig);
  const docs = new Map([
    ["about", "/docs/about"],
    ["index", "/docs"],
  ]);
  const sidebars: Record<string, Sidebar> = {
    docs: [
      {
        type: "category",
        label: "Start",
        items: [{ type: "link", label: "Home", href: "/docs", docId: "index" }],
      },
    ],
  };

  it("resolves doc and docSidebar items to URLs of the latest version", () => {
    expect(resolveNavbarTargets("site.config.ts", config, docs, sidebars)).toEqual({
      docs: { about: "/docs/about" },
      sidebars: { docs: "/docs" },
    });
  });

  it("fails on a navbar item pointing at a doc that does not exist", () => {
    expect(() =>
      resolveNavbarTargets("site.config.ts", config, new Map([["index", "/docs"]]), sidebars),
    ).toThrowErrorMatchingInlineSnapshot(`
"site.config.ts:
  - navbar.items[0].docId: navbar item "About" points at doc "about", which does not exist. Valid doc ids: index"
`);
  });

  it("fails on a navbar item pointing at a sidebar that does not exist", () => {
    expect(() => resolveNavbarTargets("site.config.ts", config, docs, {})).toThrow(
      /navbar\.items\[1\]\.sidebarId: navbar item "Docs" points at sidebar "docs", which does not exist or has no doc/,
    );
  });

  it("collects the site paths of the navbar, footer and announcement bar for the link check", () => {
    expect(collectConfigLinks("site.config.ts", config).map((link) => link.href)).toEqual([
      "/docs/getting-started",
      "/docs/about",
      "/docs/ios-native/getting-started",
    ]);
  });
});
