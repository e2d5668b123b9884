import { CONTENT_ROOT } from "./contentChecks";
import { prismLanguage } from "../../src/node/mdx/prism";
import { checkedFilesOf } from "./docText";

it("highlights every language the pages' code blocks use", () => {
  const languages = new Set<string>();
  // Every code block as the page's parser reads it: ``` and ~~~ fences, in lists and JSX alike.
  for (const file of checkedFilesOf(CONTENT_ROOT))
    for (const piece of file.text.pieces) if (piece.lang) languages.add(piece.lang);
  const unhighlighted = [...languages].filter((language) => prismLanguage(language) === "text");
  expect(unhighlighted).toEqual([]);
  expect(languages.size).toBeGreaterThan(10);
});
