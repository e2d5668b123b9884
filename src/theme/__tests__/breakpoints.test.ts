import fs from "node:fs";
import path from "node:path";
import { DESKTOP_MEDIA_QUERY, WIDE_MEDIA_QUERY } from "../breakpoints";

/** The max-width of the media block in which `selector` gets `display: none`, from a CSS file. */
function hiddenBelow(cssFile: string, selector: string): number {
  const css = fs.readFileSync(path.join(__dirname, "..", cssFile), "utf8");
  const blocks = css.matchAll(/@media \(max-width: (\d+)px\) \{([\s\S]*?)\n\}/g);
  const widths = [...blocks]
    .filter(([, , body]) => new RegExp(`\\${selector} \\{[^}]*display: none`).test(body ?? ""))
    .map(([, width]) => Number(width));
  if (widths.length !== 1)
    throw new Error(`${cssFile}: ${selector} hidden in ${widths.length} blocks`);
  return widths[0] as number;
}

function minWidth(query: string): number {
  const match = /^\(min-width: (\d+)px\)$/.exec(query);
  if (!match) throw new Error(`not a min-width query: ${query}`);
  return Number(match[1]);
}

// A part whose query and CSS disagree would stay unhydrated while shown, or the reverse.
describe("the breakpoints the browser's code uses are the CSS's", () => {
  it("the doc sidebar shows from the desktop width", () => {
    expect(minWidth(DESKTOP_MEDIA_QUERY)).toBe(
      hiddenBelow("DocFrame/styles.module.css", ".sidebar") + 1,
    );
  });

  it("the table of contents shows from the wide width", () => {
    expect(minWidth(WIDE_MEDIA_QUERY)).toBe(hiddenBelow("DocFrame/styles.module.css", ".toc") + 1);
  });

  it("the navbar turns into the desktop one at the same width", () => {
    const navbarCss = fs.readFileSync(path.join(__dirname, "../Navbar/styles.module.css"), "utf8");
    expect(navbarCss).toContain(`@media (max-width: ${minWidth(DESKTOP_MEDIA_QUERY) - 1}px)`);
  });
});
