import { withoutGeneratorMeta } from "../deploy/generatorMeta";

describe("withoutGeneratorMeta", () => {
  it("drops Gatsby's generator meta and keeps every other head component in order", () => {
    const description = <meta key="d" name="description" content="Docs" />;
    const generatorLink = <link key="l" rel="generator" href="/about" />;
    const title = <title key="t">Generator</title>;
    const head = [
      description,
      <meta key="generator-5.16.1" name="generator" content="Gatsby 5.16.1" />,
      generatorLink,
      "text",
      null,
      title,
    ];
    expect(withoutGeneratorMeta(head)).toEqual([description, generatorLink, "text", null, title]);
  });
});
