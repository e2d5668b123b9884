import { createContext, useContext } from "react";

const NONE: Readonly<Record<string, string>> = {};

/**
 * The doc being read in each version that has it (version name → URL), from the doc page's data;
 * empty outside the docs. The frame provides it, the version dropdown and banner read it.
 */
const DocVersionUrlsContext = createContext<Readonly<Record<string, string>>>(NONE);

export const DocVersionUrlsProvider = DocVersionUrlsContext.Provider;

export function useDocVersionUrls(): Readonly<Record<string, string>> {
  return useContext(DocVersionUrlsContext);
}
