import { formatProblem } from "../mdx/problems";
import { processDocs } from "./helpers/processDocs";

/**
 * Values of the type their attribute or prop takes, checked when the doc is compiled: each of
 * these passed the check before and failed only when the page rendered, without naming the
 * writer's file. Each body is on line 5.
 */
const front = "---\ntitle: A page\n---\n\n";

const refused: Record<string, [body: string, expected: string]> = {
  "href-array.mdx": [
    '<a href={["javascript:alert(1)"]}>x</a>',
    '5:4  <a href>: a URL must be text (a string), not an array (["javascript:alert(1)"])',
  ],
  "href-number.mdx": [
    "<a href={1}>x</a>",
    "5:4  <a href>: a URL must be text (a string), not a number (1)",
  ],
  "href-alone.mdx": [
    "<a href>x</a>",
    "5:4  <a href>: a URL must be text (a string), not true/false (true)",
  ],
  "poster-null.mdx": [
    "<video poster={null} />",
    "5:8  <video poster>: a URL must be text (a string), not null",
  ],
  "title-object.mdx": [
    "<abbr title={{a: 1}}>x</abbr>",
    '5:7  <abbr title>: the value must be text, a number or true/false, not an object ({"a":1})',
  ],
  "lang-array.mdx": [
    '<span lang={["en", "fr"]}>x</span>',
    '5:7  <span lang>: the value must be text, a number or true/false, not an array (["en","fr"])',
  ],
  "tab-value-number.mdx": [
    "<Tabs><TabItem value={1}>x</TabItem></Tabs>",
    "5:16  <TabItem value>: must be text (a string), not a number (1)",
  ],
  "tab-value-missing.mdx": [
    '<Tabs><TabItem label="A">x</TabItem></Tabs>',
    '5:7  <TabItem> needs a "value": text (a string)',
  ],
  "tab-default-text.mdx": [
    '<Tabs><TabItem value="a" default="yes">x</TabItem></Tabs>',
    '5:26  <TabItem default>: must be true or false, not "yes"',
  ],
  "group-id-number.mdx": [
    '<Tabs groupId={1}><TabItem value="a">x</TabItem></Tabs>',
    "5:7  <Tabs groupId>: must be text (a string), not a number (1)",
  ],
  "admonition-constructor.mdx": [
    '<Admonition type="constructor">x</Admonition>',
    '5:13  <Admonition type>: must be one of "note", "tip", "info", "warning", "danger", not "constructor"',
  ],
  "admonition-title-object.mdx": [
    '<Admonition type="note" title={{text: "x"}}>x</Admonition>',
    '5:25  <Admonition title>: must be text (a string), not an object ({"text":"x"})',
  ],
  "admonition-no-type.mdx": [
    '<Admonition title="A">x</Admonition>',
    '5:1  <Admonition> needs a "type": one of "note", "tip", "info", "warning", "danger"',
  ],
};

const accepted = [
  '<Tabs groupId="g" defaultValue="a"><TabItem value="a" label="A" default>x</TabItem><TabItem value="b" default={false}>y</TabItem></Tabs>',
  '<Admonition type="tip" title="T">x</Admonition>',
  '<img src="/img/a.png" alt="" width={200} height="100" /> <details open>x</details> <span aria-hidden={true}>z</span>',
].join("\n\n");

const results = processDocs({
  ...Object.fromEntries(Object.entries(refused).map(([name, [body]]) => [name, front + body])),
  "accepted.mdx": front + accepted,
});

describe("values of the type their attribute or prop takes", () => {
  it.each(Object.entries(refused))(
    "refuses %s naming the prop and the type received",
    (name, [, expected]) => {
      expect((results[name]?.problems ?? []).map(formatProblem)).toEqual([
        `content/docs/${name}:${expected}`,
      ]);
      expect(results[name]?.tree).toBeNull();
    },
  );

  it("accepts text, numbers and booleans where the attribute or prop takes them", () => {
    expect((results["accepted.mdx"]?.problems ?? []).map(formatProblem)).toEqual([]);
  });
});
