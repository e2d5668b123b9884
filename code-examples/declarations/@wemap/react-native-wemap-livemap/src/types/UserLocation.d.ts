/** src/types/UserLocation.ts: what getUserLocation resolves with, not exported by the types module. */
import type { Coordinates } from "./index";

/** @fact react_native: UserLocation */
export default interface UserLocation extends Coordinates {
  /** @fact react_native: UserLocation */
  latitude: number;
  /** @fact react_native: UserLocation */
  longitude: number;
  /** @fact react_native: UserLocation */
  altitude?: number;
  /** @fact react_native: UserLocation */
  accuracy?: number;
}
