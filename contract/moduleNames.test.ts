import { exportsOf } from "./standIns/exportedNames";
import { importsOf, requestsOf } from "./standIns/importedNames";
import { parseModule } from "./standIns/syntax";

const imported = (file: string, code: string) =>
  importsOf(parseModule(file, code))
    .names.map(({ specifier, name }) => `${specifier} ${name}`)
    .sort();
const exported = (file: string, code: string) => {
  const { names, complete } = exportsOf(parseModule(file, code));
  return { names: [...names].sort(), complete };
};

describe("importsOf, ES modules", () => {
  it("reads named, default and namespace-member imports, not types", () => {
    const code = `
      import Default, { named, original as renamed, type OnlyAType } from "./m";
      import type { AType } from "./types-only";
      import { type AlsoAType } from "./types-too";
      import * as ns from "./n";
      import "./side-effect";
      ns.member(); ns["quoted"]; const el = <ns.Component />;
      function shadowed(ns) { return ns.notFromN; }`;
    expect(imported("a.tsx", code)).toEqual([
      "./m default",
      "./m named",
      "./m original",
      "./n Component",
      "./n member",
      "./n quoted",
    ]);
    expect(requestsOf(parseModule("a.tsx", code)).requests.map((r) => r.specifier)).toEqual([
      "./m",
      "./n",
      "./side-effect",
    ]);
  });

  it("reads re-exports: named ones as imports, `export *` as passing a module on", () => {
    const code = `
      export { Link, withPrefix as prefixed } from "./link";
      export { default as PageRenderer } from "./page-renderer";
      export * from "./script";
      export * as everything from "./whole";
      export type { Hidden } from "./types";
      const later = () => import("./lazy");`;
    const ast = parseModule("entry.ts", code);
    expect(imported("entry.ts", code)).toEqual([
      "./link Link",
      "./link withPrefix",
      "./page-renderer default",
    ]);
    expect(requestsOf(ast)).toEqual({
      requests: ["./link", "./page-renderer", "./script", "./whole", "./lazy"].map((specifier) => ({
        specifier,
        syntax: "esm",
        line: expect.any(Number),
      })),
      starReexports: ["./script"],
    });
  });
});

describe("importsOf, CommonJS", () => {
  it("reads members of a required module, however it is held", () => {
    const code = `
      "use strict";
      var _router = require("./router");
      var _helmet = _interopRequireDefault(require("react-helmet"));
      var React = _interopRequireWildcard(require("react"));
      const { parsePath, withPrefix: prefix } = require("./link");
      var _late;
      _late = require("./late");
      function use() {
        (0, _router.useLocation)();
        _helmet.default.peek;
        React.createElement("a");
        require("./script").Script;
        _late.value;
      }
      function shadowing(_router) { return _router.notTheRouters; }`;
    expect(imported("scroll.js", code)).toEqual([
      "./late value",
      "./link parsePath",
      "./link withPrefix",
      "./router useLocation",
      "./script Script",
      "react createElement",
      "react-helmet default",
    ]);
  });

  it("takes Babel's and TypeScript's CommonJS `export *` for passing a module on", () => {
    const code = `
      var _scroll = require("./scroll-handler");
      Object.keys(_scroll).forEach(function (key) {
        if (key === "default" || key === "__esModule") return;
        exports[key] = _scroll[key];
      });
      __exportStar(require("./types"), exports);
      var _other = require("./other");`;
    const { requests, starReexports } = requestsOf(parseModule("index.js", code));
    expect(starReexports.sort()).toEqual(["./scroll-handler", "./types"]);
    expect(requests.map((request) => [request.specifier, request.syntax])).toEqual([
      ["./scroll-handler", "commonjs"],
      ["./types", "commonjs"],
      ["./other", "commonjs"],
    ]);
  });
});

describe("exportsOf", () => {
  it("reads a module's runtime exports, not its types", () => {
    const code = `
      export const one = 1, { two, inner: [three, ...rest] } = source;
      export function four() {}
      export class Five {}
      export enum Six { A }
      export default function () {}
      const seven = 7;
      export { seven as eight, seven as "nine" };
      export { ten } from "./ten";
      export interface Hidden {}
      export type AlsoHidden = string;
      export declare const declared: number;
      export { type Typed } from "./typed";
      export * from "./passed-on";`;
    expect(exported("stand-in.ts", code)).toEqual({
      names: [
        "Five",
        "Six",
        "default",
        "eight",
        "four",
        "nine",
        "one",
        "rest",
        "ten",
        "three",
        "two",
      ],
      complete: true,
    });
  });

  it("reads Babel's CommonJS exports, a default only without its `__esModule` mark", () => {
    const babel = `
      "use strict";
      exports.__esModule = true;
      exports.useScrollRestoration = exports.ScrollContext = void 0;
      Object.defineProperty(exports, "ScrollHandler", { enumerable: true, get: function () {} });
      module.exports.extra = 1;`;
    expect(exported("index.js", babel)).toEqual({
      names: ["ScrollContext", "ScrollHandler", "extra", "useScrollRestoration"],
      complete: true,
    });
    expect(exported("plain.js", "module.exports = { a: 1, b() {} };")).toEqual({
      names: ["a", "b", "default"],
      complete: true,
    });
    expect(exported("own.js", "var exports = {}; exports.notAnExport = 1;").names).toEqual([
      "default",
    ]);
  });

  it("says when only running a module tells its exports", () => {
    expect(exported("index.js", "module.exports = require('./shims')();").complete).toBe(false);
    expect(exported("index.js", "module.exports = { ...others };").complete).toBe(false);
  });
});
