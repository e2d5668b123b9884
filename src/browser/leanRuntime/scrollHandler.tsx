import { leftOut } from "./leftOut";
import { Component, type ReactNode } from "react";

/**
 * Stands in for gatsby-react-router-scroll in the production bundle
 * (src/node/gatsby/leanBrowserRuntime.ts): the scroll handler production-app.js wraps every page
 * in, without its context for `useScrollRestoration` (which the site does not use) and at a
 * third of its size. As Gatsby's, it saves the window's position for each history entry in
 * sessionStorage while the reader scrolls, and after each render goes to the hash's element,
 * else to the entry's saved position (the top for a new entry), whenever the site's
 * `shouldUpdateScroll` (src/browser/gatsbyBrowserHooks.ts) lets it.
 */

export interface ScrollLocation {
  pathname: string;
  hash: string;
  key?: string;
}

interface RouterProps {
  location: ScrollLocation;
}

// Gatsby's keys, so positions saved before a deploy of this bundle stay readable.
const STATE_KEY_PREFIX = "@@scroll|";
// Where positions go when sessionStorage refuses them (storage disabled or full).
const unstored = new Map<string, number>();

/** Scroll positions by page and history entry (navigation.js reads them through `this`). */
export class ScrollPositions {
  private stateKey(location: ScrollLocation, key: string | null | undefined): string {
    const base = `${STATE_KEY_PREFIX}${location.pathname}`;
    return key === null || key === undefined ? base : `${base}|${key}`;
  }

  read(location: ScrollLocation, key: string | null | undefined): number {
    const stateKey = this.stateKey(location, key);
    try {
      const value = window.sessionStorage.getItem(stateKey);
      return value ? (JSON.parse(value) as number) : 0;
    } catch {
      return unstored.get(stateKey) ?? 0;
    }
  }

  save(location: ScrollLocation, key: string, y: number): void {
    const stateKey = this.stateKey(location, key);
    try {
      window.sessionStorage.setItem(stateKey, JSON.stringify(y));
    } catch {
      unstored.set(stateKey, y);
    }
  }
}

export interface ScrollHandlerProps {
  location: ScrollLocation;
  shouldUpdateScroll?: (
    this: ScrollHandler,
    prevRouterProps: RouterProps | undefined,
    routerProps: RouterProps,
  ) => boolean;
  children: ReactNode;
}

export class ScrollHandler extends Component<ScrollHandlerProps> {
  // Read by Gatsby's shouldUpdateScroll as `this._stateStorage` (cache-dir/navigation.js).
  _stateStorage = new ScrollPositions();
  private saving = false;
  private lastY = 0;

  private onScroll = () => {
    this.lastY = window.scrollY;
    if (this.saving) return;
    this.saving = true;
    requestAnimationFrame(() => {
      const { location } = this.props;
      if (location.key) this._stateStorage.save(location, location.key, this.lastY);
      this.saving = false;
    });
  };

  private allowed(prevRouterProps: RouterProps | undefined): boolean {
    const { shouldUpdateScroll } = this.props;
    return shouldUpdateScroll ? shouldUpdateScroll.call(this, prevRouterProps, this.props) : true;
  }

  private scroll(prevRouterProps: RouterProps | undefined, position: number | undefined): void {
    const { hash } = this.props.location;
    if (hash) {
      const target = document.getElementById(decodeURI(hash).slice(1));
      if (target && this.allowed(prevRouterProps)) target.scrollIntoView();
    } else if (position !== undefined && this.allowed(prevRouterProps)) {
      window.scrollTo(0, position);
    }
  }

  private savedPosition(): number | undefined {
    const { location } = this.props;
    return location.key ? this._stateStorage.read(location, location.key) : undefined;
  }

  override componentDidMount() {
    window.addEventListener("scroll", this.onScroll);
    // A first load goes to its hash, or back to where a reload left it; never to the top.
    this.scroll(undefined, this.savedPosition() || undefined);
  }

  override componentDidUpdate(prevProps: ScrollHandlerProps) {
    this.scroll(prevProps, this.savedPosition() ?? 0);
  }

  override componentWillUnmount() {
    window.removeEventListener("scroll", this.onScroll);
  }

  override render() {
    return this.props.children;
  }
}

/** production-app.js imports the handler under this name. */
export const ScrollContext = ScrollHandler;

export function useScrollRestoration(): never {
  throw leftOut("gatsby's useScrollRestoration", "remove its alias before using it");
}
