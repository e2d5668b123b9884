import { namesOf } from "./codeNamesHelper";

// Written the way the web pages write their examples (livemap's JS API, React Native bridges).
// Spelled apart so the project's dependency scan does not take the snippet for an import of its own.
const QUOTE = '"';
const SCRIPT = `import { Livemap, type PinpointOptions } from ${QUOTE}@wemap/livemap${QUOTE};

const map: Livemap = Livemap.create(container, { emmid: 12345, token: "YOUR_WEMAP_TOKEN" });
map.waitForReady().then(function (livemap) {
  livemap.setCenter({ latitude: 43.6, longitude: 3.88 });
});`;

const COMPONENT = `interface Props {
  token: string;
}
export function MapScreen({ token }: Props) {
  const ref = useRef<WebView>(null);
  return <WebView ref={ref} source={{ uri: LIVEMAP_URL }} onMessage={handle} />;
}`;

describe("JavaScript, TypeScript and TSX uses", () => {
  it("reads members with their receiver, called or read", async () => {
    const { uses } = await namesOf(SCRIPT, "ts");
    expect(uses).toContainEqual({ role: "member", name: "create", receiver: "Livemap", called: true, line: 3, column: 30 });
    expect(uses).toContainEqual(expect.objectContaining({ role: "member", name: "setCenter", receiver: "livemap", called: true }));
  });

  it("reads the keys of an object passed straight to a call, with what is called", async () => {
    const { uses } = await namesOf(SCRIPT, "ts");
    const keys = uses.filter((use) => use.role === "object key").map(({ name, callee }) => `${callee} ${name}`);
    expect(keys).toEqual(["Livemap.create emmid", "Livemap.create token", "livemap.setCenter latitude", "livemap.setCenter longitude"]);
  });

  it("reads the import path and the symbols imported from it", async () => {
    const { uses } = await namesOf(SCRIPT, "typescript");
    expect(uses).toContainEqual({ role: "import", name: "@wemap/livemap", line: 1, column: 47 });
    expect(uses).toContainEqual({ role: "imported symbol", name: "PinpointOptions", receiver: "@wemap/livemap", line: 1, column: 24 });
  });

  it("reads JSX elements with their props, and types and generic arguments", async () => {
    const { uses } = await namesOf(COMPONENT, "tsx");
    expect(uses.filter((use) => use.role === "jsx prop").map(({ callee, name }) => `${callee}.${name}`)).toEqual([
      "WebView.ref",
      "WebView.source",
      "WebView.onMessage",
    ]);
    expect(uses).toContainEqual({ role: "jsx element", name: "WebView", line: 6, column: 11 });
    expect(uses.filter((use) => use.role === "type").map((use) => use.name)).toEqual(["Props", "WebView"]);
  });

  it("reads declarations with their annotated type or constructor, and parameters", async () => {
    const { declarations } = await namesOf(SCRIPT, "ts");
    expect(declarations.map(({ kind, name, type, constructedWith }) => [kind, name, type, constructedWith])).toEqual([
      ["variable", "map", "Livemap", "Livemap.create"],
      ["parameter", "livemap", undefined, undefined],
    ]);
    // Plain JavaScript: the parameters are bare names.
    const plain = await namesOf("function whenLivemap(cb) {\n  cb(window.livemap);\n}", "js");
    expect(plain.declarations.map(({ kind, name }) => [kind, name])).toEqual([
      ["function", "whenLivemap"],
      ["parameter", "cb"],
    ]);
  });
});
