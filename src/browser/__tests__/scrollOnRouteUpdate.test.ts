import { scrollDecision } from "../scroll/scrollOnRouteUpdate";

describe("scrollDecision", () => {
  it("restores the saved position on back and forward, hash or not", () => {
    expect(scrollDecision({ isTraversal: true, isRouteChange: true, savedY: 1500 })).toEqual({
      kind: "restore",
      y: 1500,
    });
  });

  it.each([
    ["a link (to the top or the anchor)", { isTraversal: false, isRouteChange: true, savedY: 0 }],
    [
      "the first load (the hash, or the browser's restored position)",
      { isTraversal: false, isRouteChange: false, savedY: 300 },
    ],
  ])("leaves %s to Gatsby", (_, update) => {
    expect(scrollDecision(update)).toEqual({ kind: "gatsby" });
  });
});
