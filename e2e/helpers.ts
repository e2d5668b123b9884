import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

const publicDir = path.join(__dirname, "..", "public");

/** Every page the build produced, from the HTML files in public/. */
export function builtPages(): string[] {
  const pages: string[] = [];
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const relative = path.relative(publicDir, entry.parentPath).split(path.sep).join("/");
    if (relative.startsWith("page-data") || relative === "404") continue;
    pages.push(relative === "" ? "/" : `/${relative}`);
  }
  return pages.sort();
}

/** The routes the site must have, from the copy of the spec's list kept in the repo. */
export function requiredRoutes(): string[] {
  return fs
    .readFileSync(path.join(__dirname, "..", "data", "routes.txt"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Waits until Gatsby has hydrated the page, so client-side behaviour is live. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby");
    return Boolean(root && Object.keys(root).some((key) => key.startsWith("__reactContainer")));
  });
}

declare global {
  interface Window {
    /** Gatsby's client-side navigation, available once the app has started. */
    ___navigate: (to: string) => void;
  }
}
