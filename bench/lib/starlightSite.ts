/**
 * The Starlight twin of the site for the side-by-side benchmark: bench/starlight/ is an Astro
 * project of its own (its package.json pins `astro` and `@astrojs/starlight`, and a Node 22 from
 * npm, which Astro needs). This writes its pages from content/ (bench/lib/starlightPages.ts),
 * builds it and records the Content-Security-Policy its inline scripts need, so the site's own
 * server (scripts/serve.ts) serves it as it serves public/.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import siteConfig from "../../site.config";
import { collectPagePolicy, htmlFiles } from "../../src/node/deploy/collectPagePolicy";
import { deployOutputOf } from "../../src/node/deploy/deployOutput";
import { writePagePolicy } from "../../src/node/deploy/writeHostFiles";
import type { SidebarsConfig } from "../../src/node/sidebars/schema";
import { parseVersionsManifest, toDocsVersions } from "../../src/node/versions/versions";
import { HOME_AREAS } from "../../src/theme/HomePage/areas";
import { convertDoc, homePage, starlightSidebar, type HomeWords } from "./starlightPages";

const root = path.join(__dirname, "..", "..");
export const STARLIGHT_DIR = path.join(root, "bench", "starlight");

/**
 * The words of the site's home page (src/theme/HomePage/index.tsx and the areas it lists);
 * bench/__tests__/starlightPages.test.ts fails when the home page no longer says them.
 */
export const HOME_WORDS: HomeWords = {
  pageTitle: siteConfig.title,
  description:
    "Documentation, sample apps and how-tos for the Wemap livemap, its SDKs, the REST API and services.",
  heading: "Documentation, sample apps and how-tos",
  tagline: `${siteConfig.tagline}.`,
  actions: [
    { text: "Get started", link: "/docs/getting-started" },
    { text: "What is Wemap?", link: "/docs/about" },
  ],
  areasHeading: "Documentation areas",
  areas: HOME_AREAS,
};

/** The versions of the Starlight project's packages, as installed. */
export function starlightVersions(dir = STARLIGHT_DIR): Record<string, string> {
  const version = (name: string) =>
    (
      JSON.parse(fs.readFileSync(path.join(dir, "node_modules", name, "package.json"), "utf8")) as {
        version: string;
      }
    ).version;
  return {
    astro: version("astro"),
    "@astrojs/starlight": version("@astrojs/starlight"),
    node: version("node"),
  };
}

/** Installs the Starlight project's packages when they are missing (its own lockfile). */
export function ensureInstalled(dir = STARLIGHT_DIR): void {
  if (fs.existsSync(path.join(dir, "node_modules", ".bin", "astro"))) return;
  console.log(`Installing the Starlight project's packages in ${path.relative(root, dir)}`);
  const install = spawnSync("npm", ["install", "--no-audit", "--no-fund"], {
    cwd: dir,
    stdio: "inherit",
  });
  if (install.status !== 0) throw new Error(`npm install failed in ${dir}`);
}

/**
 * Every language name and alias Expressive Code highlights: it highlights with Shiki's bundled
 * languages, asked of the Starlight project's own Shiki (on its Node 22).
 */
export function knownLanguages(dir = STARLIGHT_DIR): Set<string> {
  const script =
    "import { bundledLanguagesInfo } from 'shiki';" +
    "console.log(JSON.stringify(bundledLanguagesInfo.flatMap((l) => [l.id, ...(l.aliases ?? [])])));";
  const run = spawnSync(
    path.join(dir, "node_modules", ".bin", "node"),
    ["--input-type=module", "-e", script],
    { cwd: dir, encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`Could not list Shiki's languages: ${run.stderr}`);
  // Plain text is Expressive Code's own, not a Shiki grammar.
  return new Set([...(JSON.parse(run.stdout) as string[]), "text", "txt", "plaintext"]);
}

export interface StarlightContent {
  pages: number;
  /** Fence languages written as `text`, with how many fences each. */
  fallbackLanguages: Record<string, number>;
}

function docFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true })
    .map((file) => String(file).split(path.sep).join("/"))
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
}

/**
 * Writes the Starlight project's pages (`src/content/docs/`, one per doc of every version at
 * the doc's URL, and the home page) and `generated.json` (title and sidebar) that its
 * astro.config.mjs reads.
 */
export function writeStarlightContent(
  contentRoot: string,
  dir: string,
  languages: ReadonlySet<string>,
): StarlightContent {
  const docsOut = path.join(dir, "src", "content", "docs");
  fs.rmSync(docsOut, { recursive: true, force: true });
  fs.mkdirSync(docsOut, { recursive: true });
  const manifestFile = path.join(contentRoot, "versions.json");
  const versions = toDocsVersions(
    parseVersionsManifest(manifestFile, JSON.parse(fs.readFileSync(manifestFile, "utf8"))),
  );
  const fallbackLanguages: Record<string, number> = {};
  let pages = 0;
  for (const version of versions) {
    const folder = path.join(contentRoot, version.docsDir);
    for (const relativePath of docFiles(folder)) {
      const source = fs.readFileSync(path.join(folder, relativePath), "utf8");
      const place = { versionPath: version.path, relativePath };
      const converted = convertDoc(source, path.join(folder, relativePath), place, {
        knownLanguages: languages,
      });
      for (const language of converted.fallbackLanguages)
        fallbackLanguages[language] = (fallbackLanguages[language] ?? 0) + 1;
      const { route } = converted;
      const target = path.join(docsOut, `${route.slice(1)}.mdx`);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, converted.text);
      pages += 1;
    }
  }
  fs.writeFileSync(path.join(docsOut, "index.mdx"), homePage(HOME_WORDS));
  pages += 1;
  // The site's favicon and logo rather than Starlight's own (its default favicon alone is 4 KiB
  // gzip), so the first loads compare the same images.
  const images = path.join(root, "static", "img");
  fs.mkdirSync(path.join(dir, "public", "img"), { recursive: true });
  fs.copyFileSync(path.join(images, "favicon.svg"), path.join(dir, "public", "img", "favicon.svg"));
  fs.mkdirSync(path.join(dir, "src", "assets"), { recursive: true });
  fs.copyFileSync(
    path.join(images, "wemap-logo.svg"),
    path.join(dir, "src", "assets", "wemap-logo.svg"),
  );

  const latest = versions.find((version) => version.isLatest);
  if (!latest) throw new Error(`${manifestFile}: no current version`);
  const sidebars = JSON.parse(
    fs.readFileSync(path.join(contentRoot, latest.sidebarsFile), "utf8"),
  ) as SidebarsConfig;
  // Starlight shows one sidebar on every page: the docs sidebar, then the about pages' own
  // sidebar as a group of it. Older versions' pages exist at their URLs, outside the sidebar.
  const sidebar = [
    ...starlightSidebar(sidebars.docs ?? [], latest.path),
    ...(sidebars.about
      ? [
          {
            label: "About Wemap",
            collapsed: true,
            items: starlightSidebar(sidebars.about, latest.path),
          },
        ]
      : []),
  ];
  fs.writeFileSync(
    path.join(dir, "generated.json"),
    `${JSON.stringify({ title: siteConfig.title, sidebar }, null, 2)}\n`,
  );
  return { pages, fallbackLanguages };
}

/**
 * Builds the Starlight project (`npm run build` there, so its Node 22 runs Astro) into dist/.
 * Returns the build's wall time in seconds.
 */
export function buildStarlight(dir = STARLIGHT_DIR): number {
  const started = performance.now();
  const build = spawnSync("npm", ["run", "build"], {
    cwd: dir,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error(`The Starlight build failed in ${dir}`);
  return Number(((performance.now() - started) / 1000).toFixed(1));
}

/**
 * Writes the page policy the site's server reads into Starlight's build: the hashes of its
 * inline scripts (theme, sidebar state), which a Content-Security-Policy without them blocks.
 */
export function writeStarlightPolicy(dist: string): void {
  // Every HTML file of Starlight's build is one of its pages.
  const policy = collectPagePolicy(dist, htmlFiles(dist), {});
  // Where scripts/serve.ts looks for it: the deploy folder beside dist/.
  writePagePolicy(deployOutputOf(dist), { policy, staticDocuments: [] });
}
