/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import siteConfig from "../../../site.config";
import Logo from "../Navbar/Logo";
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

it("the navbar logo of this light-only site is one image, the light one", () => {
  const { container } = render(<Logo />);
  const sources = [...container.querySelectorAll("img")].map((img) => img.getAttribute("src"));
  expect(siteConfig.colorMode.disableSwitch).toBe(true);
  expect(sources).toEqual([siteConfig.navbar.logo.src]);
});
