/**
 * @wemap/routing of the Wemap JavaScript SDK (14.0.0 prereleases in Wemap's examples), written
 * from the facts of data/wemap-sdk-facts.json: the package does not resolve from this registry.
 */

/** @fact js_sdk: Coordinates (JS) */
export declare class Coordinates {
  /** @fact js_sdk: Coordinates (JS) */
  constructor(lat: number, lon: number);
}

/** @fact js_sdk: Itinerary (JS) */
export interface Itinerary {
  /** Metres. @fact js_sdk: Itinerary (JS) */
  distance: number;
  /** Seconds. @fact js_sdk: Itinerary (JS) */
  duration: number;
  /** @fact js_sdk: Itinerary (JS) */
  coords: unknown[];
  /** @fact js_sdk: Itinerary (JS) */
  legs: unknown[];
}

/** @fact js_sdk: Router */
export declare class Router {
  /** @fact js_sdk: Router */
  constructor();
  /** `'WALK'` is the mode Wemap's examples pass. @fact js_sdk: Router */
  directions(origin: Coordinates, destination: Coordinates, mode: string): Promise<Itinerary[]>;
}
