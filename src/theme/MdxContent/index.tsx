import { useEffect, useMemo, useRef, useState } from "react";
import siteConfig from "../../../site.config";
import { gatsbyWindow } from "../../browser/gatsbyRuntime";
import { followKeptLinks } from "../../browser/links/keptLinks";
import type { DocTree } from "../../shared/docTree";
import { isHydrating } from "../../lib/hydration";
import { islandTypes, mdxComponents, rootTags } from "../mdx/components";
import { renderTree } from "./renderTree";

export interface Props {
  /** A doc's content, compiled at build time to a JSON tree (src/node/mdx/processDoc.ts). */
  tree: DocTree;
}

/**
 * Renders a doc's content with the site's MDX components. The tree holds values only (the
 * build evaluated every expression), so no code runs from page data: pages need no
 * `'unsafe-eval'` and every doc shares one template.
 *
 * When a first load hydrates, the article stays the server's HTML but for its islands (code
 * blocks, tabs), so hydration builds nothing for its text, tables and highlighted code
 * (docs/decisions/); its links are then followed as gatsby-link would. Every other render
 * renders the whole tree.
 */
export default function MdxContent({ tree }: Props) {
  const [hydratedTree] = useState(() => (isHydrating() ? tree : undefined));
  const keep = tree === hydratedTree;
  const kept = useRef(new Set<Element>());

  const content = useMemo(
    () =>
      renderTree(tree, {
        components: mdxComponents,
        keep: keep
          ? {
              islands: islandTypes,
              rootTags,
              ref: (element: Element | null) => {
                if (element) kept.current.add(element);
              },
            }
          : undefined,
      }),
    [tree, keep],
  );

  useEffect(() => {
    const { ___navigate: navigate, ___loader: loader } = gatsbyWindow();
    if (!keep || !navigate || !loader) return undefined;
    return followKeptLinks([...kept.current], {
      site: {
        url: siteConfig.url,
        externalUrlRegex: siteConfig.search.externalUrlRegex,
        baseUrl: siteConfig.baseUrl,
      },
      navigate,
      loader,
      location: window.location,
      IntersectionObserver: window.IntersectionObserver,
    });
  }, [keep]);

  return content;
}
