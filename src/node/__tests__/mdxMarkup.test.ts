import { formatProblem } from "../mdx/problems";
import { processDocs } from "./helpers/processDocs";

const front = "---\ntitle: A page\n---\n";

/** Each case is a doc whose line 5 holds the markup; the message must name line 5. */
const refused: Record<string, [string, RegExp]> = {
  "script.mdx": ['<script>{"alert(8)"}</script>', /5:1 {2}the element <script> is not allowed/],
  "script-upper.mdx": ["<SCRIPT>{'x'}</SCRIPT>", /5:1 {2}the element <SCRIPT> is not allowed/],
  "script-mixed.mdx": ["<sCrIpT />", /5:1 {2}the element <sCrIpT> is not allowed/],
  "script-src.mdx": ['<script src="/evil.js" />', /5:1 {2}the element <script> is not allowed/],
  "script-inline.mdx": [
    'Text <script src="/evil.js"></script> here.',
    /5:6 {2}the element <script> is not allowed/,
  ],
  "script-namespaced.mdx": ["<svg:script />", /5:1 {2}the element <svg:script> is not allowed/],
  "meta.mdx": [
    '<meta httpEquiv="refresh" content="3;url=https://example.com" />',
    /5:1 {2}the element <meta> is not allowed.*refresh/,
  ],
  "base.mdx": ['<base href="https://example.com/" />', /5:1 {2}the element <base>/],
  "form.mdx": [
    '<form action="https://example.com"><input type="password" /></form>',
    /5:1 {2}the element <form> is not allowed/,
  ],
  "iframe.mdx": ['<iframe srcDoc="<p>x</p>" />', /5:1 {2}the element <iframe>/],
  "object.mdx": ['<object data="/x.swf" />', /5:1 {2}the element <object>/],
  "embed.mdx": ['<embed src="/x.swf" />', /5:1 {2}the element <embed>/],
  "link.mdx": ['<link rel="stylesheet" href="/x.css" />', /5:1 {2}the element <link>/],
  "style.mdx": ["<style>{'body{display:none}'}</style>", /5:1 {2}the element <style>/],
  "svg.mdx": ['<svg><a xlinkHref="javascript:alert(1)">x</a></svg>', /5:1 {2}the element <svg>/],
  "unknown-element.mdx": ["<marquee>x</marquee>", /5:1 {2}the element <marquee> is not allowed/],
  "onload.mdx": [
    '<img src="/img/a.png" alt="" onLoad="alert(1)" />',
    /5:30 {2}<img onLoad>: event handler attributes run code/,
  ],
  "onclick-lower.mdx": ['<span onclick="x()">a</span>', /5:7 {2}<span onclick>: event handler/],
  "inner-html.mdx": [
    "<div dangerouslySetInnerHTML={{__html: '<img src=x onerror=alert(1)>'}} />",
    /5:6 {2}<div dangerouslySetInnerHTML>: the attribute "dangerouslySetInnerHTML" is not allowed/,
  ],
  "form-action.mdx": [
    '<a formAction="javascript:alert(1)">x</a>',
    /5:4 {2}<a formAction>: the attribute "formAction" is not allowed/,
  ],
  "xlink.mdx": ['<a xlinkHref="/x">x</a>', /5:4 {2}<a xlinkHref>: the attribute "xlinkHref"/],
  "ping.mdx": ['<a href="/docs" ping="https://tracker.example">x</a>', /5:17 {2}<a ping>/],
  "srcset.mdx": [
    '<img alt="" srcSet="/a.png 1x, javascript:alert(1) 2x" />',
    /5:13 {2}unsafe URL in <img srcSet>: "javascript:alert\(1\)"/,
  ],
  "poster.mdx": [
    '<video poster="data:image/svg+xml,x" />',
    /5:8 {2}unsafe URL in <video poster>: "data:image\/svg\+xml,x"/,
  ],
  "cite.mdx": [
    '<blockquote cite="vbscript:x">q</blockquote>',
    /5:13 {2}unsafe URL in <blockquote cite>/,
  ],
  "component-prop.mdx": [
    '<Tabs groupId="a" onClick="x()"><TabItem value="a">x</TabItem></Tabs>',
    /5:19 {2}<Tabs onClick>: event handler/,
  ],
  "target.mdx": ['<a href="/docs" target="evil">x</a>', /5:17 {2}<a target="evil">/],
};

const allowed = [
  "<details open><summary>More</summary><p>Hidden <kbd>Ctrl</kbd>+<kbd>C</kbd>.</p></details>",
  '<figure><img src="/img/a.png" alt="A" width={200} /><figcaption>A</figcaption></figure>',
  '<a href="https://example.com" target="_blank" rel="noopener">out</a> and <span id="x" data-x="1" aria-hidden="true">y</span>',
  "<dl><dt>Term</dt><dd>Definition <sub>1</sub><sup>2</sup></dd></dl>",
  '<Tabs groupId="p" defaultValue="a"><TabItem value="a" label="A">x</TabItem></Tabs>',
].join("\n\n");

const results = processDocs({
  ...Object.fromEntries(
    Object.entries(refused).map(([name, [body]]) => [name, front + "\n" + body]),
  ),
  "allowed.mdx": front + "\n" + allowed,
});

describe("MDX markup allow-list", () => {
  it.each(Object.entries(refused))(
    "refuses %s naming file, line and column",
    (name, [, expected]) => {
      const messages = (results[name]?.problems ?? []).map(formatProblem);
      expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
      for (const message of messages) expect(message).toMatch(`content/docs/${name}:5:`);
      expect(results[name]?.tree).toBeNull();
    },
  );

  it("accepts Markdown's elements, the site's components and the safe HTML a writer needs", () => {
    expect((results["allowed.mdx"]?.problems ?? []).map(formatProblem)).toEqual([]);
    expect(results["allowed.mdx"]?.tree).not.toBeNull();
  });
});
