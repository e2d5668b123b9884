import { compareFact, type CompareInput } from "../compare";
import type { LocatedDeclaration } from "../surface/declaration";

const declaration = (fields: Partial<LocatedDeclaration>): LocatedDeclaration => ({
  path: "src/x.ts",
  name: "x",
  kind: "method",
  line: 1,
  startLine: 1,
  endLine: 1,
  isPublic: true,
  modifiers: [],
  ...fields,
});

function differences(input: Partial<CompareInput> & Pick<CompareInput, "fact" | "declaration">) {
  return compareFact({
    overloads: [input.declaration],
    members: [],
    language: "typescript",
    ...input,
  }).map((difference) => `${difference.class}: ${difference.message}`);
}

describe("a fact held to its declaration", () => {
  it("agrees when the signature is the source's", () => {
    const openEvent = declaration({
      name: "openEvent",
      container: "Ref",
      kind: "property",
      callable: true,
      parameters: "id: number",
      returns: "void",
      type: "(id: number) => void",
    });
    expect(
      differences({
        fact: { kind: "method", signature: "(id: number) => void" },
        declaration: openEvent,
      }),
    ).toEqual([]);
  });

  it("names a default export the fact calls named", () => {
    const view = declaration({ name: "LivemapWebview", kind: "variable", exports: ["default"] });
    expect(
      differences({
        fact: { kind: "class", signature: "Component; named export" },
        declaration: view,
        packageExports: ["default"],
      }),
    ).toEqual([
      "export: the fact says named export; the module exports it as its default export only",
    ]);
    expect(
      differences({
        fact: { kind: "class", signature: "Component; the package's default export" },
        declaration: view,
        packageExports: ["default"],
      }),
    ).toEqual([]);
  });

  it("tells a method from a property, and a data property from a method", () => {
    const emmid = declaration({ name: "emmid", kind: "property", type: "number" });
    expect(
      differences({ fact: { kind: "method", signature: "emmid: number" }, declaration: emmid })[0],
    ).toMatch(/^kind: a fact of kind method, but the source declares a property/);
    const close = declaration({ name: "close", kind: "method", parameters: "", returns: "void" });
    expect(
      differences({ fact: { kind: "field", signature: "() => void" }, declaration: close })[0],
    ).toMatch(/^kind: /);
    // `(…): T` is a method signature; the source's `name: (…) => T` is a property.
    const open = declaration({
      name: "open",
      kind: "property",
      callable: true,
      parameters: "",
      returns: "void",
    });
    expect(
      differences({ fact: { kind: "method", signature: "(): void" }, declaration: open })[0],
    ).toMatch(/property of function type/);
  });

  it("tells a class from a protocol or a struct", () => {
    const delegate = declaration({ name: "MapDelegate", kind: "protocol", path: "a.swift" });
    expect(
      differences({
        fact: { kind: "class", signature: "public class MapDelegate" },
        declaration: delegate,
        language: "swift",
      }),
    ).toEqual(["kind: the fact says class, the source declares a protocol"]);
  });

  it("reports labels, types and return types that differ, and the number of parameters", () => {
    const openEvent = declaration({
      name: "openEvent",
      path: "a.swift",
      parameters: "WemapEventId id: Int",
    });
    expect(
      differences({
        fact: { kind: "method", signature: "func openEvent(id: Int)" },
        declaration: openEvent,
        language: "swift",
      })[0],
    ).toMatch(/label is WemapEventId/);
    const setZoom = declaration({
      name: "setZoom",
      path: "a.dart",
      parameters: "{required double zoom}",
      returns: "Future<void>",
    });
    expect(
      differences({
        fact: { kind: "method", signature: "Future<void> setZoom({required int zoom})" },
        declaration: setZoom,
        language: "dart",
      })[0],
    ).toMatch(/int is not double/);
    expect(
      differences({
        fact: { kind: "method", signature: "Future<bool> setZoom({required double zoom})" },
        declaration: setZoom,
        language: "dart",
      })[0],
    ).toMatch(/return type/);
    expect(
      differences({
        fact: { kind: "method", signature: "Future<void> setZoom({double zoom})" },
        declaration: setZoom,
        language: "dart",
      })[0],
    ).toMatch(/required in the source/);
    const configure = declaration({
      name: "configure",
      path: "a.swift",
      parameters: "config: Config",
      returns: "wemapsdk",
    });
    expect(
      differences({
        fact: { kind: "method", signature: "func configure(config: Config)" },
        declaration: configure,
        language: "swift",
      })[0],
    ).toMatch(/returns wemapsdk/);
  });

  it("accepts an alternative that one overload matches, and reports one no overload matches", () => {
    const one = declaration({ name: "disable", path: "a.swift", parameters: "" });
    const two = declaration({
      name: "disable",
      path: "a.swift",
      parameters: "completionHandler: (() -> ())? = nil",
    });
    const fact = {
      kind: "method",
      signature: "func disable() / func disable(completionHandler: (() -> ())? = nil)",
    };
    expect(
      differences({ fact, declaration: one, overloads: [one, two], language: "swift" }),
    ).toEqual([]);
    expect(
      differences({ fact, declaration: one, overloads: [one], language: "swift" }),
    ).toHaveLength(1);
  });

  it("holds a type fact's listed members and initialiser labels to the type", () => {
    const marker = declaration({ name: "Marker", kind: "class", path: "a.swift" });
    const members = [
      declaration({
        name: "img",
        container: "Marker",
        kind: "property",
        type: "String",
        path: "a.swift",
      }),
      declaration({
        name: "init",
        container: "Marker",
        kind: "constructor",
        parameters: "coordinates: Coordinates, img: String",
        path: "a.swift",
      }),
    ];
    expect(
      differences({
        fact: {
          kind: "class",
          signature:
            "public class Marker { let img: String; let label: String?; init(coordinates:img:label:) }",
        },
        declaration: marker,
        members,
        language: "swift",
      }),
    ).toEqual([
      "signature: the fact lists label, which Marker does not declare",
      "signature: init(coordinates:img:label:) is not declared; the source has init(coordinates:img:)",
    ]);
  });

  it("holds a typedef the signature writes to the repository's typedef", () => {
    const field = declaration({
      name: "onMapReady",
      container: "Livemap",
      kind: "property",
      type: "OnMapReadyCallback?",
      path: "a.dart",
    });
    const alias = declaration({
      name: "OnMapReadyCallback",
      kind: "typealias",
      type: "void Function()",
      path: "a.dart",
    });
    const fact = {
      kind: "event",
      signature:
        "final OnMapReadyCallback? onMapReady; typedef OnMapReadyCallback = void Function(int x)",
    };
    expect(differences({ fact, declaration: field, aliases: [alias], language: "dart" })).toEqual([
      "signature: typedef OnMapReadyCallback: type: void Function(int x) is not void Function()",
    ]);
  });
});
