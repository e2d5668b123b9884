/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { useAnnouncementBar } from "../AnnouncementBar";
import { useColorMode } from "../ColorMode";
import { useMobileSidebar } from "../MobileSidebar";
import { usePreferredVersion } from "../PreferredVersion";
import { useSidebarCategories } from "../SidebarCategories";
import { usePageLocation } from "../PageLocation";
import { useTabChoice } from "../TabChoice";

function Probe({ hook }: { hook: () => unknown }) {
  hook();
  return null;
}

describe("context hooks outside their provider", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ["useTabChoice", useTabChoice, "TabChoiceProvider"],
    ["useAnnouncementBar", useAnnouncementBar, "AnnouncementBarProvider"],
    ["usePageLocation", usePageLocation, "PageLocationProvider"],
    ["useColorMode", useColorMode, "ColorModeProvider"],
    ["useMobileSidebar", useMobileSidebar, "MobileSidebarProvider"],
    ["usePreferredVersion", usePreferredVersion, "PreferredVersionProvider"],
    ["useSidebarCategories", useSidebarCategories, "SidebarCategoriesProvider"],
  ])("%s throws an error naming its provider", (_name, hook, provider) => {
    expect(() => render(<Probe hook={hook} />)).toThrow(
      `This hook must be used inside <${provider}>`,
    );
  });
});
