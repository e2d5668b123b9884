import path from "node:path";
import * as navbarTargets from "../config/navbarTargets";
import { loadSiteConfig } from "../config/loadSiteConfig";
import { storeClientData } from "../gatsby/createResolvers";
import type { SearchAssets } from "../search/searchAssets";
import { assembleSite } from "../site/assembleSite";
import { emptyCompile } from "./helpers/emptyCompile";
import { readContentFolder } from "../site/readContentFolder";
import { fixtureRoot, projectRoot } from "../__fixtures__/fixtureSite";
import type { NavbarData } from "../../shared/clientData";

async function assembleFixture() {
  const site = await assembleSite({
    projectRoot: fixtureRoot,
    contentRoot: fixtureRoot,
    staticRoot: path.join(projectRoot, "static"),
    docTemplate: path.join(projectRoot, "src/templates/doc.tsx"),
    examplesRoot: path.join(projectRoot, "code-examples"),
    docFiles: readContentFolder(fixtureRoot),
    rawConfig: loadSiteConfig(path.join(projectRoot, "site.config.ts")),
    configFile: "site.config.ts",
    otherPages: ["/", "/search", "/404"],
    development: true,
    processDoc: emptyCompile,
  });
  if (!site.model)
    throw new Error(`the fixture site has no model: ${JSON.stringify(site.problems)}`);
  return { ...site, model: site.model };
}

const searchAssets = { indexUrls: {}, stylesheetUrl: "/search.css" } as unknown as SearchAssets;

describe("navbar targets", () => {
  afterEach(() => jest.restoreAllMocks());

  it("are resolved once, by assembleSite, and the navbar data every page reads is made from them", async () => {
    const resolve = jest.spyOn(navbarTargets, "resolveNavbarTargets");
    const site = await assembleFixture();
    expect(site.navbarTargets).toBeDefined();
    expect(Object.keys(site.navbarTargets?.sidebars ?? {}).length).toBeGreaterThan(0);

    const createNode = jest.fn();
    storeClientData(
      { createNode },
      { createNodeId: (id: string) => id, createContentDigest: () => "digest" },
      site.model,
      site.navbarTargets,
      searchAssets,
    );
    expect(resolve).toHaveBeenCalledTimes(1);
    const navbar = (createNode.mock.calls[0]?.[0] as { navbar: NavbarData }).navbar;
    const latest = navbar.versions.find((version) => version.isLatest)?.name ?? "";
    expect(navbar.targets[latest]).toEqual(site.navbarTargets);
  });

  it("are empty in the navbar data while the configuration's navbar items are in error", async () => {
    const site = await assembleFixture();
    const createNode = jest.fn();
    storeClientData(
      { createNode },
      { createNodeId: (id: string) => id, createContentDigest: () => "digest" },
      site.model,
      undefined,
      searchAssets,
    );
    const navbar = (createNode.mock.calls[0]?.[0] as { navbar: NavbarData }).navbar;
    const latest = navbar.versions.find((version) => version.isLatest)?.name ?? "";
    expect(navbar.targets[latest]).toEqual({ docs: {}, sidebars: {} });
  });
});
