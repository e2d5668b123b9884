import fs from "node:fs";
import path from "node:path";
import { docSearchStylesheet } from "../search/docSearchStylesheet";

const DOCSEARCH = "/*! @docsearch/css | MIT License */\n:root{--docsearch-primary-color:#5468ff}\n";
const THEME = {
  file: "src/theme/SearchModal/docsearch-theme.css",
  css: "/* colours */\n.DocSearch {\n  --docsearch-primary-color: var(--color-primary);\n}\n",
};

describe("docSearchStylesheet", () => {
  it("keeps DocSearch's stylesheet with its licence, then the site's theme, minified", () => {
    expect(docSearchStylesheet(DOCSEARCH, THEME, "algolia")).toBe(
      "/*! @docsearch/css | MIT License */\n:root{--docsearch-primary-color:#5468ff}\n" +
        ".DocSearch{--docsearch-primary-color: var(--color-primary)}\n",
    );
  });

  it("hides DocSearch's Algolia logo with the embedded index only", () => {
    const embedded = docSearchStylesheet(DOCSEARCH, THEME, "embedded");
    expect(
      embedded.endsWith(
        ".DocSearch{--docsearch-primary-color: var(--color-primary)}" +
          ".DocSearch-Logo{display:none}\n",
      ),
    ).toBe(true);
    expect(docSearchStylesheet(DOCSEARCH, THEME, "algolia")).not.toContain("DocSearch-Logo");
  });

  it("refuses a theme esbuild warns about, naming the file, line and column", () => {
    // An unclosed block would have swallowed the logo rule appended after it.
    const unclosed = { ...THEME, css: ".DocSearch {\n  --docsearch-text-color: red;\n" };
    expect(() => docSearchStylesheet(DOCSEARCH, unclosed, "embedded")).toThrow(
      'src/theme/SearchModal/docsearch-theme.css:3:1: Expected "}" to go with "{"',
    );
    const misspelt = { ...THEME, css: ".DocSearch {\n  colr: red;\n}\n" };
    expect(() => docSearchStylesheet(DOCSEARCH, misspelt, "algolia")).toThrow(
      'docsearch-theme.css:2:3: "colr" is not a known CSS property',
    );
  });

  it("takes the theme file the modal's colours are written in", () => {
    const file = path.join(__dirname, "../../theme/SearchModal/docsearch-theme.css");
    const sheet = docSearchStylesheet(
      DOCSEARCH,
      { file, css: fs.readFileSync(file, "utf8") },
      "embedded",
    );
    expect(sheet).toMatch(/\.DocSearch\{--docsearch-primary-color: ?var\(--color-primary\);/);
  });
});
