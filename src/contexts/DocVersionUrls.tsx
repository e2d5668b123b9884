import { createContext, useContext } from "react";

/** Outside the docs: no doc, so no URLs. */
export const NO_VERSION_URLS: Readonly<Record<string, string>> = {};

/**
 * The doc being read in each version that has it (version name → URL), from the doc page's data;
 * empty outside the docs. The frame provides it, the version dropdown and banner read it.
 */
const DocVersionUrlsContext = createContext<Readonly<Record<string, string>>>(NO_VERSION_URLS);

export const DocVersionUrlsProvider = DocVersionUrlsContext.Provider;

export function useDocVersionUrls(): Readonly<Record<string, string>> {
  return useContext(DocVersionUrlsContext);
}
