import { renderToString } from "react-dom/server";
import { useHydrated } from "../useHydrated";

function Probe() {
  return <span>{useHydrated() ? "hydrated" : "static"}</span>;
}

it("useHydrated is false in the server's HTML", () => {
  expect(renderToString(<Probe />)).toContain("static");
});
