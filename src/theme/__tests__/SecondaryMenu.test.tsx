/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { MobileSidebarProvider, useMobileSidebar } from "../../contexts/MobileSidebar";
import SecondaryMenu from "../DocFrame/SecondaryMenu";

const menu = <p>The doc sidebar</p>;

/** Stands for the doc frame. */
function Frame({ offers }: { offers: boolean }) {
  return offers ? <SecondaryMenu content={menu} /> : null;
}

function Panel() {
  const { secondary } = useMobileSidebar();
  return <div data-testid="panel">{secondary}</div>;
}

function page(offers = true) {
  return (
    <MobileSidebarProvider>
      <Frame offers={offers} />
      <Panel />
    </MobileSidebarProvider>
  );
}

// That the doc frame is not rendered again when the menu is stored (which would hydrate, on a
// phone, the sidebar its layout hides) is held by e2e/theme.spec.ts: the hidden sidebar's links
// carry no handler once the page has hydrated.
describe("SecondaryMenu", () => {
  it("gives the panel the doc's menu", () => {
    const { getByTestId } = render(page());
    expect(getByTestId("panel").textContent).toBe("The doc sidebar");
  });

  it("takes the menu back when the frame stops offering it", () => {
    const { getByTestId, rerender } = render(page());
    rerender(page(false));
    expect(getByTestId("panel").textContent).toBe("");
  });
});
