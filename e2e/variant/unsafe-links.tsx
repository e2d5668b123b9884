import MdxLink from "../theme/mdx/Link";
import NavbarItem from "../theme/Navbar/Item";
import SiteHead from "../theme/SiteHead";

/** What a script URL would do if it ran: the browser test looks for this mark. */
const SCRIPT = "javascript:document.title='SCRIPT RAN';window.__scriptUrlRan=true;void 0";

/**
 * Only in the variant site: script URLs that slipped past the build's checks, written in code
 * (the build's MDX link check never sees a page component), in an MDX link and a navbar link.
 * They must render inert, before and after hydration.
 */
export default function UnsafeLinks() {
  return (
    <>
      <SiteHead title="Unsafe links" />
      <h1>Unsafe links</h1>
      <p>
        <MdxLink href={SCRIPT}>MDX script link</MdxLink>
      </p>
      <p>
        <MdxLink href={`  JaVaScRiPt:${SCRIPT.slice("javascript:".length)}`}>
          MDX mixed-case script link
        </MdxLink>
      </p>
      <ul>
        <li>
          <NavbarItem item={{ type: "link", label: "Navbar script link", href: SCRIPT }} />
        </li>
      </ul>
    </>
  );
}
