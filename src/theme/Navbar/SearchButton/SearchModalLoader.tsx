import { withPrefix } from "gatsby";
import { createPortal } from "react-dom";
import { loadStylesheet } from "../../../lib/search/loadStylesheet";
import Lazy from "../../Lazy";
import type { Props as ModalProps } from "../../SearchModal";
import * as styles from "./styles.module.css";
import type { SearchClientConfig } from "../../../shared/search/searchBackend";

/** The modal's code and DocSearch's styles, both needed before it shows. */
function loadModal(config: SearchClientConfig) {
  return Promise.all([
    import("../../SearchModal"),
    loadStylesheet(withPrefix(config.stylesheetUrl)),
  ]).then(([module]) => module.default);
}

/** Starts loading the modal ahead of a click, when the reader shows intent. */
export function preloadSearchModal(config: SearchClientConfig): void {
  loadModal(config).catch(() => {
    // The click loads it again and shows the error, with a Retry button.
  });
}

/** The modal over the page, with the site's spinner, error and Retry while its code loads. */
export default function SearchModalLoader(props: ModalProps) {
  return createPortal(
    <div className={styles.loading}>
      <Lazy load={() => loadModal(props.config)} props={props} />
    </div>,
    document.body,
  );
}
