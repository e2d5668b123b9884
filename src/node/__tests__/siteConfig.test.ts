import siteConfig from "../../../site.config";
import { collectConfigLinks, resolveNavbarTargets } from "../config/navbarTargets";
import { validateSiteConfig } from "../config/validateSiteConfig";
import type { Sidebar } from "../../shared/sidebar";

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
      /navbar\.items\[2\]: item "Pro": a link needs exactly one of `to` \(site path\) or `href` \(full URL\)/,
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

describe("validateSiteConfig refuses unsafe or meaningless values", () => {
  const fails = (change: (config: ReturnType<typeof clone>) => void) => {
    const config = clone();
    change(config);
    return () => validateSiteConfig("site.config.ts", config);
  };

  it("refuses a script URL in a navbar link, naming the item", () => {
    expect(
      fails((config) => {
        config.navbar.items[2].href = "JaVaScRiPt:alert(1)";
      }),
    ).toThrow(
      'navbar.items[2].href: item "Wemap Pro": the scheme "javascript:" is not allowed (only http:, https:, mailto:, tel:, site paths and relative files); expected a full http(s):// URL, mailto: or tel: (received "JaVaScRiPt:alert(1)")',
    );
  });

  it("refuses a script URL in a footer link and a host-relative path in a `to`", () => {
    const run = fails((config) => {
      config.footer.links[0].items[2].href = " javascript:alert(1)";
      config.footer.links[0].items[0].to = "//evil.example.org/docs";
    });
    expect(run).toThrow(
      /footer\.links\[0\]\.items\[2\]\.href: item "Wemap website": the scheme "javascript:" is not allowed/,
    );
    expect(run).toThrow(
      /footer\.links\[0\]\.items\[0\]\.to: item "Getting started": a URL starting with \/\/ names another host/,
    );
  });

  it("refuses a script URL in a navbar dropdown and in the announcement bar", () => {
    const run = fails((config) => {
      config.navbar.items.push({
        type: "dropdown",
        label: "SDKs",
        items: [{ label: "Web", href: "data:text/html,<script>alert(1)</script>" }],
      });
      config.announcementBar.link.to = "javascript:alert(1)";
    });
    expect(run).toThrow(/navbar\.items\[9\]\.items\[0\]\.href: item "Web": the scheme "data:"/);
    expect(run).toThrow(/announcementBar\.link\.to: the scheme "javascript:" is not allowed/);
  });

  it("accepts mailto: and tel: links", () => {
    const config = clone();
    config.footer.links[0].items[2].href = "mailto:support@getwemap.com";
    config.footer.links[0].items[3].href = "tel:+33102030405";
    expect(() => validateSiteConfig("site.config.ts", config)).not.toThrow();
  });

  it("refuses a colour CSS cannot read, and accepts names, rgb() and hsl()", () => {
    expect(
      fails((config) => {
        config.announcementBar.backgroundColor = "#1c2a4ax";
      }),
    ).toThrow(
      'announcementBar.backgroundColor: must be a CSS colour such as "#1c2a4a", "rgb(28 42 74)", "hsl(220 45% 20%)" or "white" (received "#1c2a4ax")',
    );
    for (const colour of ["white", "rgb(28 42 74)", "hsl(220 45% 20%)", "#fff"]) {
      const config = clone();
      config.announcementBar.textColor = colour;
      expect(() => validateSiteConfig("site.config.ts", config)).not.toThrow();
    }
  });

  it("refuses blank ids and labels", () => {
    const run = fails((config) => {
      config.announcementBar.id = " ";
      config.navbar.items[0].docId = "  ";
      config.docs.pluginId = "\t";
    });
    expect(run).toThrow('announcementBar.id: must not be empty or blank (received " ")');
    expect(run).toThrow(/navbar\.items\[0\]\.docId: item "About": must not be empty or blank/);
    expect(run).toThrow(/docs\.pluginId: must not be empty or blank/);
  });

  it("refuses a site address that is not http(s)", () => {
    expect(
      fails((config) => {
        config.url = "javascript:alert(1)";
      }),
    ).toThrow(/url: the scheme "javascript:" is not allowed/);
  });
});
