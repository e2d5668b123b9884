import { bootupByScript, scriptName } from "../lib/lighthouse";

describe("scriptName", () => {
  it("leaves the content hash out of the site's scripts", () => {
    expect(scriptName("http://127.0.0.1:9301/app-47f4a104b370af8ebf62.js")).toBe("app.js");
    expect(
      scriptName("http://127.0.0.1:9301/component---src-templates-doc-tsx-28a50acb495fc17d6bf4.js"),
    ).toBe("component---src-templates-doc-tsx.js");
  });

  it("keeps what is not a script file whole", () => {
    expect(scriptName("http://127.0.0.1:9301/docs/a")).toBe("http://127.0.0.1:9301/docs/a");
    expect(scriptName("Unattributable")).toBe("Unattributable");
  });
});

describe("bootupByScript", () => {
  it("gives each script's median and spread across runs, highest first", () => {
    const runs = [
      [
        { url: "/app-aaaaaaaaaaaaaaaaaaaa.js", total: 100.4 },
        { url: "/component---doc-bbbbbbbbbbbbbbbbbbbb.js", total: 500 },
      ],
      [
        { url: "/app-cccccccccccccccccccc.js", total: 120 },
        { url: "/component---doc-dddddddddddddddddddd.js", total: 300 },
      ],
      [{ url: "/app-aaaaaaaaaaaaaaaaaaaa.js", total: 90 }],
    ];
    expect(bootupByScript(runs)).toEqual([
      { script: "component---doc.js", totalMs: 300, spreadMs: [0, 500] },
      { script: "app.js", totalMs: 100, spreadMs: [90, 120] },
    ]);
  });
});
