import { isPlatformMember } from "../memberCoverage";
import type { LocatedDeclaration } from "../surface/declaration";

const member = (
  name: string,
  container: string,
  modifiers: string[],
  kind: LocatedDeclaration["kind"] = "method",
): LocatedDeclaration => ({
  path: "Sources/Model.swift",
  name,
  container,
  kind,
  line: 1,
  startLine: 1,
  endLine: 1,
  isPublic: true,
  modifiers,
});

describe("which public members are the platform's, not the SDK's", () => {
  const repository = [
    member("toJSONObject", "JSON", ["internal"]),
    member("toJSONObject", "Coordinates", ["public", "override"]),
    member("layoutSubviews", "MapView", ["public", "override"]),
    member("MapDelegate", "", ["public"], "protocol"),
  ];

  it("leaves out an override of a member the repository does not declare", () => {
    expect(
      isPlatformMember(member("layoutSubviews", "MapView", ["public", "override"]), repository),
    ).toBe(true);
  });

  it("keeps an override of the SDK's own member: it is the SDK's API", () => {
    expect(
      isPlatformMember(member("toJSONObject", "Coordinates", ["public", "override"]), repository),
    ).toBe(false);
  });

  it("leaves out a required initialiser and a platform protocol's conformance, not the SDK protocol's", () => {
    expect(
      isPlatformMember(
        member("init", "MapView", ["public", "required"], "constructor"),
        repository,
      ),
    ).toBe(true);
    expect(
      isPlatformMember(
        member("webView", "MapView", ["public", "conforms:WKNavigationDelegate"]),
        repository,
      ),
    ).toBe(true);
    expect(
      isPlatformMember(
        member("mapDidLoad", "MapView", ["public", "conforms:MapDelegate"]),
        repository,
      ),
    ).toBe(false);
    expect(isPlatformMember(member("open", "MapView", ["public"]), repository)).toBe(false);
  });
});
