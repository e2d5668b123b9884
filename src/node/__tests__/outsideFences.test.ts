import { linesOutsideFences } from "../markdown/outsideFences";

describe("linesOutsideFences", () => {
  it("skips fenced code, including a shorter fence shown inside a longer one", () => {
    const text = ["a", "````md", "```js", "x", "```", "````", "b", "~~~", "c", "~~~", "d"].join(
      "\n",
    );
    expect(linesOutsideFences(text)).toEqual([
      { text: "a", index: 0 },
      { text: "b", index: 6 },
      { text: "d", index: 10 },
    ]);
  });
});
