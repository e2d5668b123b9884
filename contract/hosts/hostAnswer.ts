/** A folder of built files with the rules a host reads from it. */
export interface HostSite {
  /** Every file, from the site root (`/docs/about/index.html`). */
  files: ReadonlySet<string>;
  /** The text of `_redirects`. */
  redirects: string;
  /** The text of `_headers`. */
  headers: string;
}

/** What a host answers to one address: the status, where it redirects, the file it sends. */
export interface HostAnswer {
  status: number;
  /** Path and query of a redirect's Location. */
  location?: string;
  /** The file whose bytes the answer carries (the not-found page for a 404). */
  file?: string;
  /** The headers the rules add, by lower-case name. */
  headers: Record<string, string>;
}
