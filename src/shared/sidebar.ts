/** The sidebar as the theme renders it, built at build time from a sidebars file. */

/** A sidebar item as the theme renders it: every doc id already turned into a label and URL. */
export type SidebarItem =
  | { type: "link"; label: string; href: string; docId?: string }
  | {
      type: "category";
      label: string;
      href?: string;
      collapsed?: boolean;
      items: SidebarItem[];
      /**
       * Set in a page's own copy of its sidebar (src/shared/sidebarView.ts) on a closed category
       * whose items were left out: they come from the sidebar's file when the reader opens it.
       */
      itemsLeftOut?: true;
      /** With `itemsLeftOut`, the first page inside, for the link shown without JavaScript. */
      firstPage?: string;
    };

export type Sidebar = SidebarItem[];
