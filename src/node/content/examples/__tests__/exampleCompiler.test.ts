import path from "node:path";
import type { ExampleBlock, ExampleKind, ExampleLanguage } from "../exampleBlocks";
import { ExampleCompiler } from "../exampleCompiler";
import { readExampleEnvironment } from "../exampleEnvironment";

/**
 * The compiler against the site's own code-examples/ folder: the installed packages and the
 * declarations written from the facts. Each case writes an SDK name the way writers get it wrong,
 * in a place of its own, beside real names that must pass.
 */

const root = path.join(__dirname, "..", "..", "..", "..", "..", "code-examples");
const compiler = new ExampleCompiler(readExampleEnvironment(root));

let count = 0;
function block(
  language: ExampleLanguage,
  code: string,
  kind: ExampleKind = { kind: "module" },
): ExampleBlock {
  count += 1;
  return {
    sourceFile: `content/docs/case-${count}.mdx`,
    version: "1.14",
    index: 0,
    language,
    code,
    line: 20,
    column: 1,
    kind,
  };
}

/** The errors of one block, as `line:column TScode` with the start of the message. */
function errorsOf(one: ExampleBlock): string[] {
  return compiler
    .judge([one])
    .map(
      (found) =>
        `${found.line - one.line + 1}:${found.column} ${found.code === undefined ? "check" : `TS${found.code}`} ${found.message}`,
    );
}

const RN = "@wemap/react-native-wemap-livemap";
const EXPO = "@wemap/expo-livemap";
/**
 * `from "<module>"`, written apart: the project's dependency scan (dependencies.test.ts) reads
 * every `from "…"` of its sources as an import of the project's own.
 */
const from = (module: string) => ["from", JSON.stringify(module)].join(" ");
const JS_LIVEMAP =
  'const livemap = wemap.v1.createLivemap(document.getElementById("map"), { emmid: 1, token: "t" });';

describe("the JavaScript SDK loaded with a script tag", () => {
  it("passes its real methods, events and payloads", () => {
    const code = [
      JS_LIVEMAP,
      "livemap.waitForReady().then(() => {",
      "  livemap.setZoom(15);",
      '  livemap.addEventListener("pinpointOpen", (e) => console.log(e.pinpoint.name));',
      "});",
    ].join("\n");
    expect(errorsOf(block("js", code))).toEqual([]);
  });

  it("refuses a method, an option key, an event name and a payload field the facts do not have, each at its place", () => {
    const code = [
      'const livemap = wemap.v1.createLivemap(document.getElementById("map"), { emmid: 1, token: "t", locale: "fr" });',
      "livemap.flyTo({ latitude: 1, longitude: 2 });",
      'livemap.addEventListener("pinpointHover", () => {});',
      'livemap.addEventListener("mapClick", (e) => console.log(e.lat));',
    ].join("\n");
    const errors = errorsOf(block("js", code));
    expect(errors.map((error) => error.split(" ").slice(0, 2).join(" "))).toEqual([
      "1:96 TS2353",
      "2:9 TS2339",
      "3:26 TS2345",
      "4:59 TS2339",
    ]);
    expect(errors[1]).toContain("Property 'flyTo' does not exist");
  });

  it("reads the scripts of a page as one program: a later script uses what an earlier one declared", () => {
    expect(errorsOf(block("js", `${JS_LIVEMAP}\n;\nlivemap.openPinpoint(4242);`))).toEqual([]);
  });
});

describe("a package installed at the version the page documents", () => {
  it("refuses the named import of a component that @wemap/expo-livemap 0.1.0 exports as default only", () => {
    const named = errorsOf(
      block(
        "tsx",
        `import { LivemapWebview } ${from(EXPO)};\nexport const a = <LivemapWebview emmid={1} />;`,
      ),
    );
    expect(named[0]).toMatch(/^1:10 TS2(614|724) .*LivemapWebview/);
    expect(
      errorsOf(
        block(
          "tsx",
          `import LivemapWebview ${from(EXPO)};\nexport const a = <LivemapWebview emmid={1} />;`,
        ),
      ),
    ).toEqual([]);
  });

  it("refuses a prop and a ref method the package's types lack, and a module that is not installed", () => {
    const code = [
      'import { useRef, type ElementRef } from "react";',
      `import LivemapWebview ${from(EXPO)};`,
      `import { Compass } ${from("@wemap/expo-compass")};`,
      "export function Screen() {",
      "  const ref = useRef<ElementRef<typeof LivemapWebview>>(null);",
      "  ref.current?.addMarker({ coordinates: { latitude: 1, longitude: 2 }, img: 'x' });",
      "  return <LivemapWebview ref={ref} emmid={1} onPinpointHover={() => {}} />;",
      "}",
    ].join("\n");
    expect(
      errorsOf(block("tsx", code)).map((error) => error.split(" ").slice(0, 2).join(" ")),
    ).toEqual(["3:25 TS2307", "6:16 TS2339", "7:46 TS2322"]);
  });
});

describe("an SDK declared from its facts", () => {
  it("passes the React Native component with its props and ref, and refuses what its types lack", () => {
    const code = [
      'import React, { useRef } from "react";',
      `import Livemap, { LivemapCompass } ${from(RN)};`,
      "export function Screen() {",
      "  const livemap = useRef<React.ElementRef<typeof Livemap>>(null);",
      "  return (",
      "    <Livemap",
      "      ref={livemap}",
      "      style={{ flex: 1 }}",
      "      mapConfig={{ emmid: 1, token: 't' }}",
      "      onMapReady={() => livemap.current?.centerTo({ lat: 1, lng: 2 }, 15)}",
      "      onFloorChanged={() => livemap.current?.flyTo()}",
      "    />",
      "  );",
      "}",
    ].join("\n");
    const errors = errorsOf(block("tsx", code)).map((error) =>
      error.split(" ").slice(0, 2).join(" "),
    );
    // The imported symbol, the key of the object handed to a ref method, the prop, the ref method.
    expect(errors).toEqual(["2:19 TS2614", "10:53 TS2353", "11:7 TS2322", "11:46 TS2339"]);
  });
});

describe("a fragment", () => {
  it("is compiled in its context, with await, and may declare what the context already has", () => {
    const fragment = { kind: "fragment", context: "react-native" } as const;
    expect(
      errorsOf(
        block(
          "tsx",
          "await Promise.resolve();\n<Livemap ref={livemap} style={{ flex: 1 }} mapConfig={mapConfig} />;",
          fragment,
        ),
      ),
    ).toEqual([]);
    expect(
      errorsOf(
        block("tsx", "const livemap = useRef(null);\nconsole.log(livemap.current);", fragment),
      ),
    ).toEqual([]);
  });

  it("still refuses what the SDK lacks, and what the context does not give", () => {
    const errors = errorsOf(
      block("js", "await livemap.waitForReady();\nlivemap.zoomIn();\nonPinpointOpen();", {
        kind: "fragment",
        context: "javascript",
      }),
    );
    expect(errors.map((error) => error.split(" ").slice(0, 2).join(" "))).toEqual([
      "2:9 TS2339",
      "3:1 TS2304",
    ]);
  });

  it("names a context that does not exist at the block's first line", () => {
    const errors = errorsOf(
      block("js", "livemap.setZoom(3);", { kind: "fragment", context: "vue" }),
    );
    expect(errors).toEqual([
      "1:1 check there is no fragment context `vue`: the contexts are javascript, react-native, react-native-webview (code-examples/contexts/)",
    ]);
  });
});

describe("a quote", () => {
  const quote = { kind: "quote", module: `${RN}/src/types` } as const;

  it("passes declarations copied from the package, whole or in part, with the package's other types in scope", () => {
    const code =
      "interface MapBounds {\n  northEast: Coordinates;\n  southWest: Coordinates;\n}\n\ninterface LivemapRef {\n  openPinpoint: (id: number) => void;\n}";
    expect(errorsOf(block("ts", code, quote))).toEqual([]);
  });

  it("refuses a member the package lacks, another type, another optionality, and a name it does not export", () => {
    const code = [
      "interface Coordinates {",
      "  longitude: number;",
      "  latitude: string;",
      "  altitude: number;",
      "}",
      "interface MapConfig {",
      "  token?: string;",
      "}",
      "interface LivemapCompass {}",
    ].join("\n");
    expect(errorsOf(block("ts", code, quote))).toEqual([
      `3:3 check \`Coordinates.latitude\` is \`number\` in ${RN}/src/types, not \`string\``,
      `4:3 check \`Coordinates\` in ${RN}/src/types has no member \`altitude\``,
      `7:3 check \`MapConfig.token\` is required in ${RN}/src/types`,
      `9:11 check ${RN}/src/types exports no \`LivemapCompass\``,
    ]);
  });

  it("finds a module's default export by the name it is declared under", () => {
    const code = `import type { Coordinates } ${from(`${RN}/src/types`)};\ninterface UserLocation extends Coordinates {\n  accuracy?: number;\n  speed?: number;\n}`;
    expect(
      errorsOf(block("ts", code, { kind: "quote", module: `${RN}/src/types/UserLocation` })),
    ).toEqual([
      `4:3 check \`UserLocation\` in ${RN}/src/types/UserLocation has no member \`speed\``,
    ]);
  });
});

describe("an object kept in a constant before it reaches the SDK", () => {
  it("has its keys judged against the argument's type, as if written at the call", () => {
    const code = [
      JS_LIVEMAP,
      "const places = [",
      '  { id: 1, name: "Hall", latitude: 43.6, longitude: 3.8, tgas: ["x"] },',
      '  { id: 2, name: "Station", latitude: 43.6, longitude: 3.8 },',
      "];",
      "livemap.setPinpoints(places);",
      "const polyline = { color: '#000', widht: 4 };",
      "livemap.drawPolyline([{ latitude: 1, longitude: 2 }], polyline);",
    ].join("\n");
    expect(errorsOf(block("js", code))).toEqual([
      "3:58 check `tgas` is no property of `Pinpoint`, the type `livemap.setPinpoints` takes (through `places`)",
      "7:35 check `widht` is no property of `PolylineOptions`, the type `livemap.drawPolyline` takes (through `polyline`)",
    ]);
  });

  it("judges a React prop's value the same way, through casts and `satisfies`", () => {
    const code = [
      'import React from "react";',
      `import Livemap ${from(RN)};`,
      "const config = { emmid: 1, token: 't', ufe: false, zoomLevel: 3 } as const;",
      "export const map = <Livemap style={{ flex: 1 }} mapConfig={config} />;",
    ].join("\n");
    expect(errorsOf(block("tsx", code))).toEqual([
      "3:52 check `zoomLevel` is no property of `MapConfig`, the type of the prop `mapConfig` (through `config`)",
    ]);
  });

  it("judges the keys of props spread on an SDK component, and not on another", () => {
    const code = [
      'import React from "react";',
      `import { View } ${from("react-native")};`,
      `import Livemap ${from(RN)};`,
      "const props = { mapConfig: { emmid: 1, token: 't' }, onMapRedy: () => undefined };",
      "const box = { style: { flex: 1 }, anything: true };",
      "export const map = <View {...box}><Livemap style={{ flex: 1 }} {...props} /></View>;",
    ].join("\n");
    expect(errorsOf(block("tsx", code))).toEqual([
      "4:54 check `onMapRedy` is no property of `LivemapProps`, the type of the props of `<Livemap>` (through `props`)",
    ]);
  });

  it("leaves alone a constant whose keys are all the type's, one the SDK never takes, and the page's own functions", () => {
    const code = [
      JS_LIVEMAP,
      'const places = [{ id: 1, name: "Hall", latitude: 43.6, longitude: 3.8, description: "x" }];',
      "livemap.setPinpoints(places);",
      "const row = { label: 'Hall', extra: true };",
      "console.log(row);",
      "function show(place) { return place; }",
      "show({ anything: 1 });",
    ].join("\n");
    expect(errorsOf(block("js", code))).toEqual([]);
  });
});

describe("a compile after an edit", () => {
  it("judges a changed block again and keeps the others' answers", () => {
    const one = block("js", `${JS_LIVEMAP}\nlivemap.setZoom(3);`);
    const other = block("js", `${JS_LIVEMAP}\nlivemap.zoomTo(3);`);
    expect(compiler.judge([one, other]).map((found) => found.block.sourceFile)).toEqual([
      other.sourceFile,
    ]);
    const edited = { ...one, code: `${JS_LIVEMAP}\nlivemap.zoomTo(3);` };
    expect(compiler.judge([edited, other]).map((found) => found.block.sourceFile)).toEqual([
      one.sourceFile,
      other.sourceFile,
    ]);
  });
});
