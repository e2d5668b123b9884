import path from "node:path";
import { leanRuntimeAliases } from "../gatsby/leanBrowserRuntime";
import { LEVERS, leverOn, leversOff } from "../gatsby/levers";

describe("LEVERS_OFF", () => {
  it("leaves every lever on when unset or empty", () => {
    expect(leversOff({})).toEqual(new Set());
    expect(LEVERS.every((lever) => leverOn(lever, { LEVERS_OFF: "" }))).toBe(true);
  });

  it("turns off the levers it names, spaces allowed", () => {
    const env = { LEVERS_OFF: "router, compile-hints" };
    expect(leverOn("router", env)).toBe(false);
    expect(leverOn("compile-hints", env)).toBe(false);
    expect(leverOn("helmet", env)).toBe(true);
  });

  it("refuses a name that is no lever, listing the levers", () => {
    expect(() => leversOff({ LEVERS_OFF: "router,scroll" })).toThrow(
      `LEVERS_OFF names "scroll", which is no lever: ${LEVERS.join(", ")}`,
    );
  });
});

describe("the stand-ins each lever brings", () => {
  const aliases = (off: string) =>
    Object.keys(leanRuntimeAliases("/site", "/gatsby", { LEVERS_OFF: off }));

  it("drops only the aliases of the lever turned off", () => {
    const all = aliases("");
    expect(aliases("router")).toEqual(
      all.filter(
        (key) =>
          key !== "@gatsbyjs/reach-router$" &&
          key !== "gatsby-link$" &&
          !key.includes("head-export-handler"),
      ),
    );
    expect(aliases("helmet")).toEqual(all.filter((key) => key !== "react-helmet$"));
    const partytown = `${path.join("/gatsby", "dist", "internal-plugins", "partytown", "gatsby-browser.js")}$`;
    expect(aliases("partytown")).toEqual(all.filter((key) => key !== partytown));
  });
});
