import fs from "node:fs";
import path from "node:path";
import { docSearchStylesheet } from "../search/docSearchStylesheet";

const DOCSEARCH = "/*! @docsearch/css | MIT License */\n:root{--docsearch-primary-color:#5468ff}\n";
const THEME =
  "/* colours */\n.DocSearch {\n  --docsearch-primary-color: var(--color-primary);\n}\n";

describe("docSearchStylesheet", () => {
  it("keeps DocSearch's stylesheet with its licence, then the site's theme, minified", () => {
    expect(docSearchStylesheet(DOCSEARCH, THEME, "algolia")).toBe(
      "/*! @docsearch/css | MIT License */\n:root{--docsearch-primary-color:#5468ff}\n" +
        ".DocSearch{--docsearch-primary-color: var(--color-primary)}\n",
    );
  });

  it("hides DocSearch's Algolia logo with the embedded index only", () => {
    const embedded = docSearchStylesheet(DOCSEARCH, THEME, "embedded");
    expect(embedded).toContain(".DocSearch-Logo{display:none}");
    expect(embedded.indexOf(".DocSearch-Logo")).toBeGreaterThan(embedded.indexOf(".DocSearch{"));
    expect(docSearchStylesheet(DOCSEARCH, THEME, "algolia")).not.toContain("DocSearch-Logo");
  });

  it("takes the theme file the modal's colours are written in", () => {
    const theme = fs.readFileSync(
      path.join(__dirname, "../../theme/SearchModal/docsearch-theme.css"),
      "utf8",
    );
    const sheet = docSearchStylesheet(DOCSEARCH, theme, "embedded");
    expect(sheet).toMatch(/\.DocSearch\{--docsearch-primary-color: ?var\(--color-primary\);/);
  });
});
