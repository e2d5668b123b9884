import type { ReactNode } from "react";

interface Props {
  htmlAttributes: Record<string, unknown>;
  headComponents: ReactNode;
  bodyAttributes: Record<string, unknown>;
  preBodyComponents: ReactNode;
  body: string;
  postBodyComponents: ReactNode;
}

/**
 * Every page's document, as Gatsby's default one less what no browser the site serves reads:
 * the `x-ua-compatible` meta (Internet Explorer's) and `shrink-to-fit=no` (iOS 9's) go, 0.04 KiB
 * of every first load (docs/performance.md).
 */
export default function HTML({
  htmlAttributes,
  headComponents,
  bodyAttributes,
  preBodyComponents,
  body,
  postBodyComponents,
}: Props) {
  return (
    <html {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {headComponents}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBodyComponents}
      </body>
    </html>
  );
}
