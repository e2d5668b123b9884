/** src/types/Event.ts: used by the types module's interfaces, not exported by it. */
import type { Pinpoint } from "./index";

/** @fact react_native: Event */
export default interface Event {
  /** @fact react_native: Event */
  id: number;
  /** @fact react_native: Event */
  name: string;
  /** @fact react_native: Event */
  description: string;
  /** @fact react_native: Event */
  pinpoint: Pinpoint;
  /** @fact react_native: Event */
  created: string;
  /** @fact react_native: Event */
  updated: string;
}
