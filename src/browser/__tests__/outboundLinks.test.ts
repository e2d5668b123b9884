/** @jest-environment jsdom */
import { outboundClickParams, trackOutboundClicks } from "../analytics/outboundLinks";

describe("outboundClickParams", () => {
  const origin = "https://developers.getwemap.com";
  it("describes a link to another site", () => {
    expect(outboundClickParams("https://github.com/wemap?tab=repositories", origin)).toEqual({
      link_url: "https://github.com/wemap?tab=repositories",
      link_domain: "github.com",
      outbound: true,
    });
  });

  it.each(["/docs/about", "https://developers.getwemap.com/docs", "#top", "mailto:a@b.c"])(
    "ignores %s",
    (href) => {
      expect(outboundClickParams(href, origin)).toBeUndefined();
    },
  );
});

describe("trackOutboundClicks", () => {
  it("reports clicks on outbound links anywhere in the page, and only those", () => {
    document.body.innerHTML = `
      <a id="out" href="https://github.com/wemap"><span id="inner">GitHub</span></a>
      <a id="in" href="/docs/about">About</a>`;
    const track = jest.fn();
    const stop = trackOutboundClicks(document, track);
    const click = (id: string, init: MouseEventInit = {}, type = "click") =>
      document
        .getElementById(id)
        ?.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, ...init }));
    document.addEventListener("click", (event) => event.preventDefault());

    click("inner");
    click("in");
    click("out", { button: 1 }, "auxclick");
    click("out", { button: 2 }, "auxclick");
    stop();
    click("out");

    expect(track.mock.calls).toEqual([
      [
        "click",
        { link_url: "https://github.com/wemap", link_domain: "github.com", outbound: true },
      ],
      [
        "click",
        { link_url: "https://github.com/wemap", link_domain: "github.com", outbound: true },
      ],
    ]);
  });
});
