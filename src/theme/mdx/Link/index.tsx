import { Link as GatsbyLink } from "gatsby";
import type { AnchorHTMLAttributes } from "react";

export type Props = AnchorHTMLAttributes<HTMLAnchorElement>;

/** Site paths navigate client-side through Gatsby; other URLs are plain links to a new page. */
export default function MdxLink({ href = "", children, ...rest }: Props) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <GatsbyLink to={href} {...rest}>
        {children}
      </GatsbyLink>
    );
  }
  if (href.startsWith("#")) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
