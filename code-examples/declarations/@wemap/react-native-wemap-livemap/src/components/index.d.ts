/** The package's components module (src/components), which typedoc documents. */
import type { ForwardRefExoticComponent, RefAttributes } from "react";
import type { LivemapProps, LivemapRef } from "../types";

/**
 * A forwardRef component; `defaultProps` gives `style` the value `{ flex: 1 }` at run time, which
 * the emitted type does not show, so `style` stays required for TypeScript.
 * @fact react_native: Livemap
 */
export declare const Livemap: ForwardRefExoticComponent<LivemapProps & RefAttributes<LivemapRef>>;
