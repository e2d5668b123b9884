/** Types of lint/layers.mjs, for the TypeScript that reads the same table (contract/). */

export interface Place {
  name: string;
  folders: string[];
}

export interface Layer extends Place {
  mayNotLoad: Place[];
  outside: string[];
}

export const BROWSER_FOLDERS: string[];
export const SHARED: Place;
export const LAYERS: Layer[];
export const WIRING_IN_SRC: string[];
export const ARCHITECTURE: string;
export const SOURCE_EXTENSIONS: string;
export const LAYERED_FILES: string[];
export function layerOf(file: string): Layer | undefined;
export function layerZones(): {
  target: string[];
  from: string[] | string;
  except?: string[];
  message: string;
}[];
export function brokenArrow(from: string, to: string): string | null;
