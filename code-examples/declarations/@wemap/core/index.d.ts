/**
 * @wemap/core of the Wemap JavaScript SDK (14.0.0 prereleases in Wemap's examples), written from
 * the facts of data/wemap-sdk-facts.json: the package does not resolve from this registry.
 */

/** @fact js_sdk: CoreConfig */
export declare class CoreConfig {
  /** @fact js_sdk: CoreConfig */
  constructor();
  /** @fact js_sdk: CoreConfig */
  init(options: {
    /** A string, as Wemap's examples pass it. @fact js_sdk: CoreConfig */
    emmid: string;
    /** @fact js_sdk: CoreConfig */
    token: string;
  }): Promise<void>;
}
