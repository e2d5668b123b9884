/**
 * The package's types module (src/types/index.ts), which typedoc documents. The package's entry
 * does not re-export it: a page reaches these types through `React.ElementRef<typeof Livemap>`
 * and `React.ComponentProps<typeof Livemap>`, or from this path, which the package ships.
 */
import type { SyntheticEvent } from "react";
import type { ViewStyle } from "react-native";
import type Event from "./Event";
import type UserLocation from "./UserLocation";

/** @fact react_native: Coordinates */
export interface Coordinates {
  /** @fact react_native: Coordinates */
  longitude: number;
  /** @fact react_native: Coordinates */
  latitude: number;
}

/** @fact react_native: MapBounds */
export interface MapBounds {
  /** @fact react_native: MapBounds */
  northEast: Coordinates;
  /** @fact react_native: MapBounds */
  southWest: Coordinates;
}

/** @fact react_native: MapView */
export interface MapView extends Coordinates {
  /** @fact react_native: MapView */
  zoom: number;
  /** @fact react_native: MapView */
  bounds: MapBounds;
  /** @fact react_native: MapView */
  latitude: number;
  /** @fact react_native: MapView */
  longitude: number;
}

/** @fact react_native: LivemapDefaultStyle */
export interface LivemapDefaultStyle {
  /** @fact react_native: LivemapDefaultStyle */
  flex: 1;
}

/** @fact react_native: OfflineOptions.enable */
export interface OfflineOptions {
  /** @fact react_native: OfflineOptions.enable */
  enable?: Boolean;
  /** @fact react_native: OfflineOptions.tiles */
  tiles?: String;
  /** @fact react_native: OfflineOptions.blacklist */
  blacklist?: Int16Array;
}

/** @fact react_native: MapConfig.emmid */
export interface MapConfig {
  /** @fact react_native: MapConfig.emmid */
  emmid?: number;
  /** @fact react_native: MapConfig.token */
  token: string;
  /** @fact react_native: MapConfig.maxbounds */
  maxbounds?: MapBounds;
  /** @fact react_native: MapConfig.ufe */
  ufe?: boolean;
  /** @fact react_native: MapConfig.webappEndpoint */
  webappEndpoint?: string;
  /** @fact react_native: MapConfig.offlineOptions */
  offlineOptions?: OfflineOptions;
}

/**
 * Typed a number, read as a '#RRGGBB' string by both native sides.
 * @fact react_native: PolylineOptions
 */
export interface PolylineOptions {
  /**
   * @fact react_native: PolylineOptions
   * @fact react_native: PolylineOptions.color (native handling)
   */
  color?: number;
  /** @fact react_native: PolylineOptions */
  opacity?: number;
  /** @fact react_native: PolylineOptions */
  width?: number;
  /** @fact react_native: PolylineOptions */
  useNetwork?: Boolean;
}

/** @fact react_native: Pinpoint */
export interface Pinpoint {
  /** @fact react_native: Pinpoint */
  id: number;
  /** @fact react_native: Pinpoint */
  name: string;
  /** @fact react_native: Pinpoint */
  description: string;
  /** @fact react_native: Pinpoint */
  latitude: number;
  /** @fact react_native: Pinpoint */
  longitude: number;
  /** @fact react_native: Pinpoint */
  external_data?: {};
  /** @fact react_native: Pinpoint */
  image_url?: string;
  /** @fact react_native: Pinpoint */
  media_url?: string;
  /** @fact react_native: Pinpoint */
  media_type?: string;
  /** @fact react_native: Pinpoint */
  geo_entity_shape?: {};
  /** @fact react_native: Pinpoint */
  tags?: string[];
}

/** @fact react_native: LivemapEvent */
export interface LivemapEvent extends Omit<SyntheticEvent, "nativeEvent"> {
  /** @fact react_native: LivemapEvent */
  nativeEvent: {
    /** @fact react_native: LivemapEvent */
    value: any;
  };
}

/** What the native view takes; the component wraps its handlers. @fact react_native: NativeLivemapProps */
export interface NativeLivemapProps {
  /** @fact react_native: NativeLivemapProps */
  mapConfig: MapConfig;
  /** @fact react_native: NativeLivemapProps */
  style: ViewStyle;
  /** @fact react_native: LivemapProps.onMapReady */
  onMapReady?: (livemapEvent: LivemapEvent) => void;
  /** @fact react_native: LivemapProps.onPinpointOpen */
  onPinpointOpen?: (livemapEvent: LivemapEvent) => void;
  /** @fact react_native: LivemapProps.onPinpointClose */
  onPinpointClose?: (livemapEvent: LivemapEvent) => void;
  /** @fact react_native: LivemapProps.onUserLogin */
  onUserLogin?: (livemapEvent: LivemapEvent) => void;
  /** @fact react_native: LivemapProps.onUserLogout */
  onUserLogout?: (livemapEvent: LivemapEvent) => void;
  /** @fact react_native: LivemapProps.onEventOpen */
  onEventOpen?: (livemapEvent: LivemapEvent) => void;
  /** @fact react_native: LivemapProps.onEventClose */
  onEventClose?: (livemapEvent: LivemapEvent) => void;
  /** @fact react_native: LivemapProps.onGuidingStarted */
  onGuidingStarted?: (livemapEvent: LivemapEvent) => void;
  /** @fact react_native: LivemapProps.onGuidingStopped */
  onGuidingStopped?: (livemapEvent: LivemapEvent) => void;
  /** @fact react_native: LivemapProps.onUrlChange */
  onUrlChange?: (livemapEvent: LivemapEvent) => void;
  /** @fact react_native: LivemapProps.onMapMoved */
  onMapMoved?: (livemapEvent: LivemapEvent) => void;
  /** @fact react_native: LivemapProps.onMapClick */
  onMapClick?: (livemapEvent: LivemapEvent) => void;
  /** @fact react_native: LivemapProps.onMapLongClick */
  onMapLongClick?: (livemapEvent: LivemapEvent) => void;
  /** @fact react_native: LivemapProps.onContentUpdated */
  onContentUpdated?: (livemapEvent: LivemapEvent) => void;
  /** @fact react_native: LivemapProps.onActionButtonClick */
  onActionButtonClick?: (livemapEvent: LivemapEvent) => void;
}

/** @fact react_native: LivemapProps.style */
export interface LivemapProps extends Omit<
  NativeLivemapProps,
  | "onMapReady"
  | "onPinpointOpen"
  | "onPinpointClose"
  | "onUserLogin"
  | "onUserLogout"
  | "onEventOpen"
  | "onEventClose"
  | "onGuidingStarted"
  | "onGuidingStopped"
  | "onUrlChange"
  | "onMapMoved"
  | "onMapClick"
  | "onMapLongClick"
  | "onContentUpdated"
  | "onActionButtonClick"
> {
  /** @fact react_native: LivemapProps.style */
  style: ViewStyle & LivemapDefaultStyle;
  /** @fact react_native: LivemapProps.onMapReady */
  onMapReady?: (value: undefined) => void;
  /** @fact react_native: LivemapProps.onPinpointOpen */
  onPinpointOpen?: (value: Pinpoint) => void;
  /** @fact react_native: LivemapProps.onPinpointClose */
  onPinpointClose?: (value: undefined) => void;
  /** @fact react_native: LivemapProps.onUserLogin */
  onUserLogin?: (value: undefined) => void;
  /** @fact react_native: LivemapProps.onUserLogout */
  onUserLogout?: (value: undefined) => void;
  /** @fact react_native: LivemapProps.onEventOpen */
  onEventOpen?: (value: {
    /** @fact react_native: LivemapProps.onEventOpen */
    id: number;
  }) => void;
  /** @fact react_native: LivemapProps.onEventClose */
  onEventClose?: (value: undefined) => void;
  /** @fact react_native: LivemapProps.onGuidingStarted */
  onGuidingStarted?: (value: undefined) => void;
  /** @fact react_native: LivemapProps.onGuidingStopped */
  onGuidingStopped?: (value: undefined) => void;
  /** @fact react_native: LivemapProps.onUrlChange */
  onUrlChange?: (value: {
    /** @fact react_native: LivemapProps.onUrlChange */
    previousUrl: string;
    /** @fact react_native: LivemapProps.onUrlChange */
    nextUrl: string;
  }) => void;
  /** @fact react_native: LivemapProps.onMapMoved */
  onMapMoved?: (value: MapView) => void;
  /** @fact react_native: LivemapProps.onMapClick */
  onMapClick?: (value: Coordinates) => void;
  /** @fact react_native: LivemapProps.onMapLongClick */
  onMapLongClick?: (value: Coordinates) => void;
  /** @fact react_native: LivemapProps.onContentUpdated */
  onContentUpdated?: (value: {
    /** @fact react_native: LivemapProps.onContentUpdated */
    type: "events" | "pinpoints";
    /** @fact react_native: LivemapProps.onContentUpdated */
    items: [Pinpoint | Event];
    /** @fact react_native: LivemapProps.onContentUpdated */
    query: Object;
  }) => void;
  /** @fact react_native: LivemapProps.onActionButtonClick */
  onActionButtonClick?: (value: {
    /** @fact react_native: LivemapProps.onActionButtonClick */
    itemType: "event" | "pinpoint";
    /** @fact react_native: LivemapProps.onActionButtonClick */
    item: Pinpoint | Event;
    /** @fact react_native: LivemapProps.onActionButtonClick */
    actionType: String;
  }) => void;
}

/** What the component's ref holds. @fact react_native: LivemapRef.openEvent */
export interface LivemapRef {
  /** @fact react_native: LivemapRef.openEvent */
  openEvent: (id: number) => void;
  /** @fact react_native: LivemapRef.closeEvent */
  closeEvent: () => void;
  /** @fact react_native: LivemapRef.openPinpoint */
  openPinpoint: (id: number) => void;
  /** @fact react_native: LivemapRef.closePinpoint */
  closePinpoint: () => void;
  /** Dates as YYYY-MM-DD. @fact react_native: LivemapRef.setFilters */
  setFilters: (startDate: string, endDate: string, query: string, tags: string[]) => void;
  /** @fact react_native: LivemapRef.navigateToPinpoint */
  navigateToPinpoint: (id: number) => void;
  /** @fact react_native: LivemapRef.stopNavigation */
  stopNavigation: () => void;
  /** @fact react_native: LivemapRef.enableSidebar */
  enableSidebar: () => void;
  /** @fact react_native: LivemapRef.disableSidebar */
  disableSidebar: () => void;
  /** @fact react_native: LivemapRef.loadMapUrl */
  loadMapUrl: () => void;
  /** @fact react_native: LivemapRef.signInByToken */
  signInByToken: (access_token: string) => void;
  /** @fact react_native: LivemapRef.signOut */
  signOut: () => void;
  /** @fact react_native: LivemapRef.setPinpoints */
  setPinpoints: (pinpoints: Pinpoint[]) => void;
  /** @fact react_native: LivemapRef.setSourceLists */
  setSourceLists: (sourceLists: [number]) => void;
  /** Resolves with the polyline's id. @fact react_native: LivemapRef.drawPolyline */
  drawPolyline: (coordinatesList: [Coordinates], options: PolylineOptions) => Promise<String>;
  /** @fact react_native: LivemapRef.removePolyline */
  removePolyline: (id: string) => void;
  /** @fact react_native: LivemapRef.setCenter */
  setCenter: (center: Coordinates) => void;
  /** @fact react_native: LivemapRef.centerTo */
  centerTo: (center: Coordinates, zoom: Number) => void;
  /** @fact react_native: LivemapRef.getUserLocation */
  getUserLocation: () => Promise<UserLocation>;
}
