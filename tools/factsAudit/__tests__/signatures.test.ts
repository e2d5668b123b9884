import { callableClaim, memberClaims, typedClaim } from "../factClaims";
import { parseParameters } from "../parameters";
import { normalType, typeDifference } from "../signatureText";

describe("parameter lists", () => {
  it("reads Dart's named, required and optional positional parameters", () => {
    expect(
      parseParameters("int id, {required Map<String, dynamic> center, double? zoom}", "dart"),
    ).toEqual([
      { name: "id", type: "int", optional: false, named: false, hasDefault: false },
      {
        name: "center",
        type: "Map<String, dynamic>",
        optional: false,
        named: true,
        hasDefault: false,
      },
      { name: "zoom", type: "double?", optional: true, named: true, hasDefault: false },
    ]);
    expect(parseParameters("String text, [int retries = 3]", "dart")[1]).toMatchObject({
      name: "retries",
      optional: true,
      named: false,
      hasDefault: true,
    });
    expect(parseParameters("{super.key, required this.options}", "dart")).toMatchObject([
      { name: "key" },
      { name: "options", optional: false },
    ]);
  });

  it("reads Swift's argument labels apart from the names, and defaults", () => {
    expect(
      parseParameters(
        "_ controller: wemapsdk, WemapEventId id: Int, completion: ((String) -> ())? = nil",
        "swift",
      ),
    ).toEqual([
      {
        label: "_",
        name: "controller",
        type: "wemapsdk",
        optional: false,
        named: false,
        hasDefault: false,
      },
      {
        label: "WemapEventId",
        name: "id",
        type: "Int",
        optional: false,
        named: false,
        hasDefault: false,
      },
      {
        name: "completion",
        type: "((String) -> ())?",
        optional: true,
        named: false,
        hasDefault: true,
      },
    ]);
  });

  it("reads TypeScript's optional parameters and a function-typed one without splitting it", () => {
    expect(
      parseParameters("cb: (a: number, b: string) => void, options?: { x: number }", "typescript"),
    ).toEqual([
      {
        name: "cb",
        type: "(a: number, b: string) => void",
        optional: false,
        named: false,
        hasDefault: false,
      },
      { name: "options", type: "{ x: number }", optional: true, named: false, hasDefault: false },
    ]);
  });
});

describe("types compared as the source writes them", () => {
  it("ignores spaces, quote style, separators and Swift's sugar", () => {
    expect(normalType("{ a: 'x' ; b: number; }")).toBe(normalType('{a:"x",b:number}'));
    expect(typeDifference("[String]?", "Array<String>?")).toBeUndefined();
    expect(typeDifference("[String: Any]", "Dictionary<String, Any>")).toBeUndefined();
  });

  it("accepts a condensed object type, but not a missing or extra member", () => {
    expect(
      typeDifference("{ latitude, longitude }", "{ latitude: number; longitude: number }"),
    ).toBeUndefined();
    expect(typeDifference("{ latitude }", "{ latitude: number; longitude: number }")).toMatch(
      /latitude, longitude/,
    );
    expect(typeDifference("Promise<{ id: string }>", "Promise<{ id: number }>")).toMatch(
      /string is not number/,
    );
  });

  it("compares unions whatever their order", () => {
    expect(typeDifference("'pinpoints' | 'events'", '"events" | "pinpoints"')).toBeUndefined();
    expect(typeDifference("'a' | 'b'", "'a' | 'c'")).toBeDefined();
  });
});

describe("what a fact's signature claims", () => {
  it("reads a call written in the signature, with its return type in the language's place", () => {
    expect(
      callableClaim(
        "Future<void> openPinpoint(int pinpointId, {Map<String, dynamic>? options})",
        "openPinpoint",
        "dart",
      ),
    ).toMatchObject({
      returns: "Future<void>",
      parameters: [{ name: "pinpointId" }, { name: "options", named: true }],
    });
    expect(
      callableClaim(
        "@available(iOS 14.0, *) func getZoom(completionHandler: ((Double)->())? = nil) -> Void",
        "getZoom",
        "swift",
      ),
    ).toMatchObject({ returns: "Void" });
    expect(callableClaim("(id: number) => void", "openEvent", "typescript")).toMatchObject({
      form: "arrow",
      returns: "void",
    });
    expect(
      callableClaim("(data: { id: number }): void", "onEventOpen", "typescript"),
    ).toMatchObject({ form: "method" });
  });

  it("takes prose for prose: a space before the parenthesis, a selector of labels", () => {
    expect(
      callableClaim("also exports onBookEventClicked ({id})", "onBookEventClicked", "swift"),
    ).toBeUndefined();
    expect(callableClaim("init(latitude:longitude:)", "init", "swift")).toBeUndefined();
  });

  it("reads a property's type, and a typedef written beside it", () => {
    expect(
      typedClaim(
        "final OnMapReadyCallback? onMapReady; typedef OnMapReadyCallback = void Function()",
        "onMapReady",
        "dart",
      ),
    ).toMatchObject({
      type: "OnMapReadyCallback?",
    });
    expect(
      typedClaim(
        "final OnMapReadyCallback? onMapReady; typedef OnMapReadyCallback = void Function()",
        "OnMapReadyCallback",
        "dart",
      ),
    ).toMatchObject({
      type: "void Function()",
    });
    expect(
      typedClaim("public let urlParameters: [String]? (set by init)", "urlParameters", "swift"),
    ).toMatchObject({ type: "[String]?" });
    expect(
      typedClaim("customConfig?: { allowFileAccess?: boolean }", "customConfig", "typescript"),
    ).toMatchObject({ optional: true });
  });

  it("lists the members a type fact writes in its body", () => {
    const claims = memberClaims(
      "public class Marker: JSON { let img: String; init(coordinates:img:label:); static func fromDictionary(_ dict: NSDictionary) -> Marker }",
      "Marker",
      "swift",
    );
    expect(claims.map((claim) => claim.name)).toEqual(["img", "init", "fromDictionary"]);
    expect(claims[1]?.labels).toEqual(["coordinates", "img", "label"]);
    // `Livemap.defaultProps = {…}` is an assignment, not the body of the type.
    expect(
      memberClaims(
        "forwardRef<A, B> component; Livemap.defaultProps = { style: {flex: 1} }",
        "Livemap",
        "typescript",
      ),
    ).toEqual([]);
  });
});
