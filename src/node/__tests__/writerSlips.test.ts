import { invalidUtf8At, stripBom } from "../content/encoding";
import { checkSitePath } from "../links/checkLinks";
import { formatProblem } from "../mdx/problems";
import { processDocs } from "./helpers/processDocs";

const front = "---\ntitle: A page\n---\n\n";

const results = processDocs({
  "tabs-default.mdx": `${front}<Tabs groupId="p" defaultValue="zzz">\n<TabItem value="a">A</TabItem>\n<TabItem value={"b"}>B</TabItem>\n</Tabs>`,
  "tabs-ok.mdx": `${front}<Tabs defaultValue={"b"}>\n<TabItem value="a">A</TabItem>\n<TabItem value={"b"}>B</TabItem>\n</Tabs>`,
  "spaced-image.mdx": `${front}See ![d](/img/my diagram.svg) here.`,
  "spaced-link.mdx": `${front}Read [the guide](/docs/my guide) now.`,
  "escaped-image.mdx": `${front}![d](/img/my%20diagram.svg) and ![e](</img/my diagram.svg>) and [t](/docs "Title").`,
});
const messages = (name: string) => (results[name]?.problems ?? []).map(formatProblem);

describe("writer slips the check catches with file, line and column", () => {
  it("refuses a <Tabs defaultValue> that names none of its items", () => {
    expect(messages("tabs-default.mdx")).toEqual([
      'content/docs/tabs-default.mdx:5:19  <Tabs defaultValue="zzz"> names no <TabItem value> of these tabs; the values are "a", "b"',
    ]);
    expect(messages("tabs-ok.mdx")).toEqual([]);
  });

  it("refuses Markdown image and link syntax left as text by a space in the URL", () => {
    expect(messages("spaced-image.mdx")).toEqual([
      "content/docs/spaced-image.mdx:5:5  ![d](/img/my diagram.svg) is not read as an image: a URL cannot hold a space; write /img/my%20diagram.svg (or </img/my diagram.svg>)",
    ]);
    expect(messages("spaced-link.mdx")).toEqual([
      "content/docs/spaced-link.mdx:5:6  [the guide](/docs/my guide) is not read as a link: a URL cannot hold a space; write /docs/my%20guide (or </docs/my guide>)",
    ]);
    expect(messages("escaped-image.mdx")).toEqual([]);
  });

  it("finds a static file named with escapes, as the server decodes it", () => {
    const index = {
      pages: new Map(),
      docsByFile: new Map(),
      staticFiles: new Set(["/img/my diagram.svg"]),
    };
    expect(checkSitePath("/img/my%20diagram.svg", index)).toBeUndefined();
    expect(checkSitePath("/img/other%20diagram.svg", index)).toBe(
      "no page is served at /img/other%20diagram.svg",
    );
  });
});

describe("encodings", () => {
  it("places the first byte that is not UTF-8 (Latin-1 text), counting characters", () => {
    const latin1 = Buffer.from("---\ntitle: A\n---\n\nÉté: caf\u00e9", "latin1");
    expect(invalidUtf8At(latin1)).toEqual({ line: 5, column: 1, byte: "0xC9" });
    const after = Buffer.concat([Buffer.from("ok é\n", "utf8"), Buffer.from("ça", "latin1")]);
    expect(invalidUtf8At(after)).toEqual({ line: 2, column: 1, byte: "0xE7" });
    expect(invalidUtf8At(Buffer.from("é ü 漢 😀\n", "utf8"))).toBeUndefined();
    expect(invalidUtf8At(Buffer.from([0x61, 0xed, 0xa0, 0x80]))).toEqual({
      line: 1,
      column: 2,
      byte: "0xED",
    });
  });

  it("reads a file without its byte order mark", () => {
    expect(stripBom("\uFEFF---\ntitle: A\n---\n")).toBe("---\ntitle: A\n---\n");
    expect(stripBom("---\n")).toBe("---\n");
  });
});
