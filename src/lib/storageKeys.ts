/**
 * Keys under which the site keeps a reader's choices. They are the keys the previous site used,
 * so returning readers keep their theme, dismissed announcement, tab and version choices.
 */
export const STORAGE_KEYS = {
  theme: "theme",
  announcementDismissed: "docusaurus.announcement.dismiss",
  announcementId: "docusaurus.announcement.id",
  tabChoice: (groupId: string) => `docusaurus.tab.${groupId}`,
  preferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
} as const;
