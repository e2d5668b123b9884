import { createContext, useContext, type Context } from "react";

/**
 * A context whose hook throws a clear error when no provider is above the caller, instead of
 * silently handing out a default value.
 */
export function createRequiredContext<T>(providerName: string): [Context<T | null>, () => T] {
  const context = createContext<T | null>(null);
  context.displayName = providerName;
  const useRequired = () => {
    const value = useContext(context);
    if (value === null) {
      throw new Error(
        `This hook must be used inside <${providerName}>. Wrap the tree with it (gatsby-browser.tsx and gatsby-ssr.tsx do so through src/theme/Root).`,
      );
    }
    return value;
  };
  return [context, useRequired];
}
