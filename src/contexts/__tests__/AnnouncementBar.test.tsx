/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import {
  AnnouncementBarProvider,
  decideAnnouncementDismissed,
  useAnnouncementBar,
} from "../AnnouncementBar";
import { resetStorageForTests } from "../../lib/storage";

function Bar() {
  const { isActive, close } = useAnnouncementBar();
  return isActive ? <button onClick={close}>close</button> : <p>hidden</p>;
}

describe("announcement bar state", () => {
  beforeEach(() => {
    resetStorageForTests();
    localStorage.clear();
  });

  it("decides from the stored id and dismissal", () => {
    expect(decideAnnouncementDismissed("a", "true", "a")).toEqual({
      dismissed: true,
      reset: false,
    });
    expect(decideAnnouncementDismissed("a", "false", "a")).toEqual({
      dismissed: false,
      reset: false,
    });
    expect(decideAnnouncementDismissed("a", "true", "b")).toEqual({
      dismissed: false,
      reset: true,
    });
    expect(decideAnnouncementDismissed(null, null, "b")).toEqual({ dismissed: false, reset: true });
  });

  it("stores a dismissal and shows a bar with a new id again", () => {
    const { unmount } = render(
      <AnnouncementBarProvider id="one">
        <Bar />
      </AnnouncementBarProvider>,
    );
    act(() => screen.getByText("close").click());
    expect(screen.getByText("hidden")).toBeInTheDocument();
    expect(localStorage.getItem("docusaurus.announcement.dismiss")).toBe("true");
    expect(localStorage.getItem("docusaurus.announcement.id")).toBe("one");
    unmount();

    render(
      <AnnouncementBarProvider id="two">
        <Bar />
      </AnnouncementBarProvider>,
    );
    expect(screen.getByText("close")).toBeInTheDocument();
    expect(localStorage.getItem("docusaurus.announcement.dismiss")).toBe("false");
    expect(localStorage.getItem("docusaurus.announcement.id")).toBe("two");
  });
});
