/**
 * Keys under which the site keeps a reader's choices. The first five are the keys the previous
 * site used, so returning readers keep their theme, dismissed announcement, tab and version
 * choices; the analytics consent and the feedback answers are this site's own.
 */
export const STORAGE_KEYS = {
  theme: "theme",
  announcementDismissed: "docusaurus.announcement.dismiss",
  announcementId: "docusaurus.announcement.id",
  tabChoice: (groupId: string) => `docusaurus.tab.${groupId}`,
  preferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
  /** "granted" or "denied": the reader's answer to the analytics cookie question. */
  analyticsConsent: "wemap.analytics-consent",
  /** "yes" or "no": the reader's answer to "Was this page helpful?" on the page at `path`. */
  docFeedback: (path: string) => `wemap.doc-feedback.${path}`,
} as const;
