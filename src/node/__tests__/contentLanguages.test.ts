import { readContentFiles } from "../content/contentChecks";
import { prismLanguage } from "../mdx/prism";

it("highlights every language the pages' code fences use", () => {
  const languages = new Set<string>();
  for (const file of readContentFiles()) {
    for (const match of file.body.matchAll(/^\s*```([A-Za-z0-9_+-]+)/gm))
      languages.add(match[1] ?? "");
  }
  const unhighlighted = [...languages].filter((language) => prismLanguage(language) === "text");
  expect(unhighlighted).toEqual([]);
  expect(languages.size).toBeGreaterThan(10);
});
