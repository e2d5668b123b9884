/**
 * @wemap/react-native-wemap-livemap as its sources declare it (src/index.ts: the component is
 * the default export and the package's only one). The package is not installable here, so this
 * is written from the facts of data/wemap-sdk-facts.json, each declaration citing its fact. The
 * docs pin 1.5.1 (1.13) and 1.6.0 (1.14), whose TypeScript sources are identical.
 */
import { Livemap } from "./src/components";

/** @fact react_native: Livemap */
export default Livemap;
