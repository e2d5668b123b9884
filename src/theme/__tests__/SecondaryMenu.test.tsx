/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { MobileSidebarProvider, useMobileSidebar } from "../../contexts/MobileSidebar";
import SecondaryMenu from "../DocFrame/SecondaryMenu";

const menu = <p>The doc sidebar</p>;

/** Stands for the doc frame: counts its renders. */
function Frame({ renders, offers }: { renders: { count: number }; offers: boolean }) {
  renders.count += 1;
  return offers ? <SecondaryMenu content={menu} /> : null;
}

function Panel() {
  const { secondary } = useMobileSidebar();
  return <div data-testid="panel">{secondary}</div>;
}

function page(renders: { count: number }, offers = true) {
  return (
    <MobileSidebarProvider>
      <Frame renders={renders} offers={offers} />
      <Panel />
    </MobileSidebarProvider>
  );
}

describe("SecondaryMenu", () => {
  it("gives the panel the doc's menu without rendering the frame again", () => {
    const renders = { count: 0 };
    const { getByTestId } = render(page(renders));
    expect(getByTestId("panel").textContent).toBe("The doc sidebar");
    // A frame rendered again here would hydrate, on a phone, the sidebar its layout hides.
    expect(renders.count).toBe(1);
  });

  it("takes the menu back when the frame stops offering it", () => {
    const renders = { count: 0 };
    const { getByTestId, rerender } = render(page(renders));
    rerender(page(renders, false));
    expect(getByTestId("panel").textContent).toBe("");
  });
});
