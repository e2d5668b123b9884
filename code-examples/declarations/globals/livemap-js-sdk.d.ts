/**
 * The JavaScript SDK a page loads with `<script src="https://livemap.getwemap.com/js/sdk.min.js">`:
 * it exposes `window.wemap.v1`. Every example sees these globals, as every page that loads the
 * script does. Each declaration cites its fact of data/wemap-sdk-facts.json.
 */
import type { Livemap, LivemapOptions } from "../livemap-js-sdk/livemap";

declare global {
  /** @fact js_sdk: Livemap JS SDK script */
  namespace wemap {
    /** @fact js_sdk: Livemap JS SDK script */
    namespace v1 {
      /**
       * The third argument is a boolean seen in use; its meaning is not documented.
       * @fact js_sdk: wemap.v1.createLivemap
       */
      function createLivemap(
        container: HTMLElement,
        options: LivemapOptions,
        flag?: boolean,
      ): Livemap;
    }
  }

  interface Window {
    /**
     * The livemap page (dom.html) exposes its instance; code injected into a web view reads it.
     * @fact url_parameters_and_webview: Livemap instance in the page (window.livemap)
     */
    livemap?: Livemap;
  }
}
