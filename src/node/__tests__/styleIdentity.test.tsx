import { renderToStaticMarkup } from "react-dom/server";
import { withoutStyleIdentity } from "../deploy/styleIdentity";

describe("withoutStyleIdentity", () => {
  it("drops data-identity from inlined stylesheets and keeps their href, CSS and order", () => {
    const head = [
      <meta key="d" name="description" content="Docs" />,
      <style
        key="s"
        data-href="/styles.0a1b.css"
        data-identity="gatsby-global-css"
        dangerouslySetInnerHTML={{ __html: "a{color:red}" }}
      />,
      <link key="l" rel="icon" href="/img/favicon.svg" data-identity="kept-elsewhere" />,
      "text",
      null,
    ];
    const trimmed = withoutStyleIdentity(head);
    expect(renderToStaticMarkup(<>{trimmed}</>)).toBe(
      '<meta name="description" content="Docs"/><style data-href="/styles.0a1b.css">a{color:red}</style>' +
        '<link rel="icon" href="/img/favicon.svg" data-identity="kept-elsewhere"/>text',
    );
    expect(trimmed[0]).toBe(head[0]);
    expect((trimmed[1] as { key: unknown }).key).toBe("s");
  });

  it("returns a style without the attribute as it is", () => {
    const style = <style key="p" dangerouslySetInnerHTML={{ __html: "b{}" }} />;
    expect(withoutStyleIdentity([style])[0]).toBe(style);
  });
});
