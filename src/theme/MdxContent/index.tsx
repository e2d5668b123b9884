import { useMDXComponents } from "@mdx-js/react";
import { useMemo, type ComponentType } from "react";
import * as jsxRuntime from "react/jsx-runtime";

export interface Props {
  /** A doc's MDX compiled at build time to a function body (src/node/mdx/compileDoc.ts). */
  code: string;
}

/**
 * Runs a doc's compiled MDX with React's JSX runtime and the site's MDX components. The code
 * was produced by the build from the site's own content, so evaluating it is no different from
 * loading a bundle; it lets every doc share one template.
 */
export default function MdxContent({ code }: Props) {
  const Content = useMemo(() => {
    const module = new Function(code)({ ...jsxRuntime, useMDXComponents }) as {
      default: ComponentType;
    };
    return module.default;
  }, [code]);
  return <Content />;
}
