import { modesShown } from "../Navbar/Logo/modesShown";

describe("modesShown", () => {
  it("keeps only the default mode when the switch is disabled", () => {
    expect(
      modesShown({ defaultMode: "light", disableSwitch: true, respectPrefersColorScheme: false }),
    ).toEqual(["light"]);
    expect(
      modesShown({ defaultMode: "dark", disableSwitch: true, respectPrefersColorScheme: true }),
    ).toEqual(["dark"]);
  });

  it("keeps both modes when readers can switch", () => {
    expect(
      modesShown({ defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false }),
    ).toEqual(["light", "dark"]);
  });
});
