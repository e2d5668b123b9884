import { analyticsEnabled } from "../../browser/analytics/analyticsEnabled";
import { hydrateOnView } from "../HydrateOnView";
import type { Props } from "./Control";

/** The feedback control's code comes when it nears the viewport (src/theme/HydrateOnView). */
const FeedbackOnView = hydrateOnView<Props>("doc-feedback", () => import("./Control"));

/**
 * "Was this page helpful?" at the end of a doc (./Control.tsx). Rendered only in builds with
 * analytics, where the answer goes somewhere.
 */
export default function DocFeedback(props: Props) {
  if (!analyticsEnabled()) return null;
  return <FeedbackOnView {...props} />;
}
