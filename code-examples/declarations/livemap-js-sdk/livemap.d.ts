/**
 * The livemap instance of the JavaScript SDK (https://livemap.getwemap.com/js/sdk.min.js), as
 * the facts describe it. The SDK is loaded with a script tag, so no package declares it: every
 * declaration here cites the fact of data/wemap-sdk-facts.json it is written from, as
 * `@fact <section>: <fact name>`. A type name of this file is the project's, not the SDK's: pages
 * reach these types only through `wemap.v1.createLivemap` (./index.d.ts).
 */

/** @fact js_sdk: livemap.setCenter */
export interface LatitudeLongitude {
  /** @fact js_sdk: livemap.easeTo */
  latitude: number;
  /** @fact js_sdk: livemap.easeTo */
  longitude: number;
}

/**
 * A pinpoint as the livemap hands it over (the raw data the iOS SDK wraps; the React Native
 * bridge's Android side lists the same keys).
 * @fact ios_webview: WemapPinpoint
 * @fact wrapper_bridges: React Native bridge: onPinpointOpen
 */
export interface Pinpoint {
  /** @fact ios_webview: WemapPinpoint */
  id: number;
  /** @fact ios_webview: WemapPinpoint */
  name: string;
  /** @fact wrapper_bridges: React Native bridge: onPinpointOpen */
  description?: string;
  /** @fact ios_webview: WemapPinpoint */
  latitude: number;
  /** @fact ios_webview: WemapPinpoint */
  longitude: number;
  /** @fact ios_webview: WemapPinpoint */
  external_data?: Record<string, unknown>;
  /** @fact ios_webview: WemapPinpoint */
  image_url?: string;
  /** @fact ios_webview: WemapPinpoint */
  media_url?: string;
  /** @fact ios_webview: WemapPinpoint */
  media_type?: string;
  /** @fact ios_webview: WemapPinpoint */
  geo_entity_shape?: Record<string, unknown>;
  /** @fact ios_webview: WemapPinpoint */
  tags?: string[];
}

/**
 * What each event hands its listener: `unknown` where no source shows the payload.
 * @fact js_sdk: livemap.addEventListener / removeEventListener
 */
export interface LivemapEvents {
  /** @fact js_sdk: event 'pinpointOpen' */
  pinpointOpen: {
    /** @fact js_sdk: event 'pinpointOpen' */
    pinpoint: Pinpoint;
  };
  /** @fact js_sdk: event 'pinpointClose' */
  pinpointClose: unknown;
  /** @fact js_sdk: event 'pinpointClick' */
  pinpointClick: {
    /** @fact js_sdk: event 'pinpointClick' */
    pinpoint: Pinpoint;
  };
  /** @fact js_sdk: event 'eventOpen' */
  eventOpen: unknown;
  /** @fact js_sdk: event 'eventClose' */
  eventClose: unknown;
  /** @fact js_sdk: event 'guidingStarted' */
  guidingStarted: unknown;
  /** @fact js_sdk: event 'guidingUpdated' */
  guidingUpdated: unknown;
  /** @fact js_sdk: event 'guidingStopped' */
  guidingStopped: unknown;
  /** @fact js_sdk: event 'userLogin' */
  userLogin: unknown;
  /** @fact js_sdk: event 'userLogout' */
  userLogout: unknown;
  /** @fact js_sdk: event 'mapClick' */
  mapClick: LatitudeLongitude;
  /** @fact js_sdk: event 'mapLongClick' */
  mapLongClick: LatitudeLongitude;
  /** @fact js_sdk: event 'livemapMoved' */
  livemapMoved: MapMoved;
  /**
   * The Expo package's `onMapMoved` hands on this event's payload.
   * @fact js_sdk: event 'mapMoved'
   * @fact expo: LivemapWebviewProps.onMapMoved
   */
  mapMoved: MapMoved;
  /** @fact js_sdk: event 'actionButtonClick' */
  actionButtonClick: {
    /** @fact js_sdk: event 'actionButtonClick' */
    itemType: "pinpoint" | "event";
    /** @fact js_sdk: event 'actionButtonClick' */
    item: unknown;
    /** @fact js_sdk: event 'actionButtonClick' */
    actionType: string;
  };
  /** @fact js_sdk: event 'contentUpdated' */
  contentUpdated: {
    /** @fact js_sdk: event 'contentUpdated' */
    type: "pinpoints" | "events";
    /** @fact js_sdk: event 'contentUpdated' */
    items: unknown[];
    /** @fact js_sdk: event 'contentUpdated' */
    query: {
      /** @fact js_sdk: event 'contentUpdated' */
      query?: string;
      /** @fact js_sdk: event 'contentUpdated' */
      tags?: string[];
      /** @fact js_sdk: event 'contentUpdated' */
      bounds?: unknown;
      /** @fact js_sdk: event 'contentUpdated' */
      minAltitude?: number;
      /** @fact js_sdk: event 'contentUpdated' */
      maxAltitude?: number;
    };
  };
  /** @fact js_sdk: event 'indoorFeatureClick' */
  indoorFeatureClick: {
    /** @fact js_sdk: event 'indoorFeatureClick' */
    wemapId: unknown;
    /** @fact js_sdk: event 'indoorFeatureClick' */
    externalId: unknown;
  };
  /** @fact js_sdk: event 'indoorLevelChanged' */
  indoorLevelChanged: {
    /** @fact js_sdk: event 'indoorLevelChanged' */
    indoorLevel: {
      /** @fact js_sdk: event 'indoorLevelChanged' */
      name: string;
      /** @fact js_sdk: event 'indoorLevelChanged' */
      short_name: string;
      /** @fact js_sdk: event 'indoorLevelChanged' */
      level: number;
    };
  };
  /** @fact js_sdk: event 'indoorLevelsChanged' */
  indoorLevelsChanged: {
    /** @fact js_sdk: event 'indoorLevelsChanged' */
    indoorLevels: unknown[];
  };
  /** @fact js_sdk: event 'floorChanged' */
  floorChanged: unknown;
  /** @fact js_sdk: event 'permissionsDenied' */
  permissionsDenied: {
    /** @fact js_sdk: event 'permissionsDenied' */
    permissions: string[];
  };
  /** @fact js_sdk: event 'inaccurateMagnetometer' */
  inaccurateMagnetometer: unknown;
  /** @fact js_sdk: event 'multipointOpen' */
  multipointOpen: unknown;
  /** @fact js_sdk: event 'multipointClose' */
  multipointClose: unknown;
  /** @fact js_sdk: event 'listOpen' */
  listOpen: unknown;
  /** @fact js_sdk: event 'listClose' */
  listClose: unknown;
  /** @fact js_sdk: event 'fullscreenEnter' */
  fullscreenEnter: unknown;
  /** @fact js_sdk: event 'fullscreenExit' */
  fullscreenExit: unknown;
  /** @fact js_sdk: event 'arEnabled' */
  arEnabled: unknown;
  /** @fact js_sdk: event 'arDisabled' */
  arDisabled: unknown;
  /** @fact js_sdk: event 'deviceAttitudeUpdated' */
  deviceAttitudeUpdated: unknown;
  /** @fact js_sdk: event 'userLocationUpdated' */
  userLocationUpdated: {
    /** @fact js_sdk: event 'userLocationUpdated' */
    userLocation: {
      /** @fact js_sdk: event 'userLocationUpdated' */
      latitude: number;
      /** @fact js_sdk: event 'userLocationUpdated' */
      longitude: number;
      /** @fact js_sdk: event 'userLocationUpdated' */
      altitude: number;
      /** @fact js_sdk: event 'userLocationUpdated' */
      accuracy: number;
    };
  };
}

/** @fact js_sdk: event 'livemapMoved' */
export interface MapMoved {
  /** @fact js_sdk: event 'livemapMoved' */
  zoom: number;
  /** @fact js_sdk: event 'livemapMoved' */
  bounds: {
    /** @fact js_sdk: event 'livemapMoved' */
    northEast: LatitudeLongitude;
    /** @fact js_sdk: event 'livemapMoved' */
    southWest: LatitudeLongitude;
  };
  /** @fact js_sdk: event 'livemapMoved' */
  latitude: number;
  /** @fact js_sdk: event 'livemapMoved' */
  longitude: number;
}

/**
 * The options `createLivemap` was seen with; `unknown` where the type of the values seen is not
 * documented.
 * @fact js_sdk: wemap.v1.createLivemap
 */
export interface LivemapOptions {
  /** @fact js_sdk: wemap.v1.createLivemap */
  emmid?: number;
  /** @fact js_sdk: wemap.v1.createLivemap */
  token?: string;
  /** @fact js_sdk: wemap.v1.createLivemap */
  dist?: "ufe";
  /** @fact js_sdk: wemap.v1.createLivemap */
  routingmode?: string;
  /** @fact js_sdk: wemap.v1.createLivemap */
  initialbearing?: unknown;
  /** @fact js_sdk: wemap.v1.createLivemap */
  pitch?: unknown;
  /** @fact js_sdk: wemap.v1.createLivemap */
  allowgeolocationprompt?: unknown;
  /** @fact js_sdk: wemap.v1.createLivemap */
  width?: unknown;
  /** @fact js_sdk: wemap.v1.createLivemap */
  height?: unknown;
  /** @fact js_sdk: wemap.v1.createLivemap */
  arviewenabled?: boolean;
}

/** @fact js_sdk: livemap.drawPolyline */
export interface PolylineOptions {
  /**
   * A '#RRGGBB' string.
   * @fact js_sdk: livemap.drawPolyline
   * @fact react_native: PolylineOptions.color (native handling)
   */
  color?: string;
  /** @fact js_sdk: livemap.drawPolyline */
  opacity?: number;
  /** @fact js_sdk: livemap.drawPolyline */
  width?: number;
  /** @fact js_sdk: livemap.drawPolyline */
  useNetwork?: boolean;
}

/** @fact js_sdk: livemap.addMarker */
export interface Marker {
  /** @fact js_sdk: livemap.addMarker */
  coordinates: LatitudeLongitude;
  /** @fact js_sdk: livemap.addMarker */
  img: string;
  /** @fact js_sdk: livemap.addMarker */
  label?: string;
  /** @fact js_sdk: livemap.addMarker */
  anchor?: string;
}

/** @fact js_sdk: livemap.getUserLocation */
export interface UserLocation extends LatitudeLongitude {
  /** @fact js_sdk: livemap.getUserLocation */
  altitude?: number;
  /** @fact js_sdk: livemap.getUserLocation */
  accuracy?: number;
}

/** The instance `createLivemap` returns. @fact js_sdk: wemap.v1.createLivemap */
export interface Livemap {
  /** @fact js_sdk: livemap.waitForReady */
  waitForReady(): Promise<void>;
  /** @fact js_sdk: livemap.addEventListener / removeEventListener */
  addEventListener<Name extends keyof LivemapEvents>(
    eventName: Name,
    callback: (event: LivemapEvents[Name]) => void,
  ): void;
  /** @fact js_sdk: livemap.addEventListener / removeEventListener */
  removeEventListener<Name extends keyof LivemapEvents>(
    eventName: Name,
    callback: (event: LivemapEvents[Name]) => void,
  ): void;
  /** Seen only in guarded third-party code: its existence is not confirmed. @fact js_sdk: livemap.destroy */
  destroy?: () => void;
  /** @fact js_sdk: livemap.openEvent */
  openEvent(id: number): void;
  /** @fact js_sdk: livemap.closeEvent */
  closeEvent(): void;
  /** @fact js_sdk: livemap.openPinpoint */
  openPinpoint(id: number): void;
  /** @fact js_sdk: livemap.closePinpoint */
  closePinpoint(): void;
  /** @fact js_sdk: livemap.setZoom */
  setZoom(zoom: number): void;
  /** @fact js_sdk: livemap.getZoom */
  getZoom(): Promise<number>;
  /** @fact js_sdk: livemap.setCenter */
  setCenter(center: LatitudeLongitude): void;
  /** @fact js_sdk: livemap.centerTo */
  centerTo(center: LatitudeLongitude, zoom: number): void;
  /** @fact js_sdk: livemap.easeTo */
  easeTo(options: {
    /** @fact js_sdk: livemap.easeTo */
    center: LatitudeLongitude;
    /** @fact js_sdk: livemap.easeTo */
    zoom?: number;
    /** @fact js_sdk: livemap.easeTo */
    padding?: {
      /** @fact js_sdk: livemap.easeTo */
      top: number;
      /** @fact js_sdk: livemap.easeTo */
      right: number;
      /** @fact js_sdk: livemap.easeTo */
      bottom: number;
      /** @fact js_sdk: livemap.easeTo */
      left: number;
    };
    /** @fact js_sdk: livemap.easeTo */
    bearing?: number;
    /** @fact js_sdk: livemap.easeTo */
    pitch?: unknown;
    /** @fact js_sdk: livemap.easeTo */
    duration?: number;
    /** @fact js_sdk: livemap.easeTo */
    animate?: boolean;
  }): void;
  /** Four numbers: west, south, east, north. @fact js_sdk: livemap.fitBounds */
  fitBounds(
    bounds: number[],
    options?: {
      /** @fact js_sdk: livemap.fitBounds */
      padding: {
        /** @fact js_sdk: livemap.fitBounds */
        top: number;
        /** @fact js_sdk: livemap.fitBounds */
        right: number;
        /** @fact js_sdk: livemap.fitBounds */
        bottom: number;
        /** @fact js_sdk: livemap.fitBounds */
        left: number;
      };
    },
  ): void;
  /** @fact js_sdk: livemap.setPinpoints */
  setPinpoints(pinpoints: Pinpoint[]): void;
  /** @fact js_sdk: livemap.setSourceLists */
  setSourceLists(listIds: number[]): void;
  /** Dates as yyyy-mm-dd. @fact js_sdk: livemap.setFilters */
  setFilters(filters: {
    /** @fact js_sdk: livemap.setFilters */
    tags?: string[];
    /** @fact js_sdk: livemap.setFilters */
    query?: string;
    /** @fact js_sdk: livemap.setFilters */
    startDate?: string;
    /** @fact js_sdk: livemap.setFilters */
    endDate?: string;
  }): void;
  /** @fact js_sdk: livemap.setIndoorFeatureState */
  setIndoorFeatureState(
    id: number,
    state: {
      /** @fact js_sdk: livemap.setIndoorFeatureState */
      selected: boolean;
    },
  ): void;
  /** @fact js_sdk: livemap.navigateToPinpoint */
  navigateToPinpoint(id: number): void;
  /** @fact js_sdk: livemap.stopNavigation */
  stopNavigation(): void;
  /** @fact js_sdk: livemap.signInByToken */
  signInByToken(accessToken: string): void;
  /** @fact js_sdk: livemap.signOut */
  signOut(): void;
  /** @fact js_sdk: livemap.enableSidebar / disableSidebar */
  enableSidebar(): void;
  /** @fact js_sdk: livemap.enableSidebar / disableSidebar */
  disableSidebar(): void;
  /** @fact js_sdk: livemap.enableAnalytics / disableAnalytics */
  enableAnalytics(): void;
  /** @fact js_sdk: livemap.enableAnalytics / disableAnalytics */
  disableAnalytics(): void;
  /** @fact js_sdk: livemap.aroundMe */
  aroundMe(): void;
  /** Resolves with the polyline, whose `id` removePolyline takes. @fact js_sdk: livemap.drawPolyline */
  drawPolyline(
    coordinates: LatitudeLongitude[],
    options?: PolylineOptions,
  ): Promise<{
    /** @fact js_sdk: livemap.drawPolyline */
    id: string;
  }>;
  /** @fact js_sdk: livemap.removePolyline */
  removePolyline(id: string): void;
  /** Resolves with the marker, whose `id` removeMarker takes. @fact js_sdk: livemap.addMarker */
  addMarker(marker: Marker): Promise<{
    /** @fact js_sdk: livemap.addMarker */
    id: string;
  }>;
  /** @fact js_sdk: livemap.removeMarker */
  removeMarker(id: string): void;
  /** @fact js_sdk: livemap.getUserLocation */
  getUserLocation(): Promise<UserLocation>;
  /** @fact js_sdk: livemap.setUserLocation */
  setUserLocation(location: UserLocation): void;
  /** @fact js_sdk: livemap.disablePositioningSystem */
  disablePositioningSystem(): Promise<void>;
  /** A quaternion. @fact js_sdk: livemap.getDeviceAttitude / setDeviceAttitude */
  getDeviceAttitude(): Promise<number[]>;
  /** A quaternion. @fact js_sdk: livemap.getDeviceAttitude / setDeviceAttitude */
  setDeviceAttitude(quaternion: number[]): void;
  /** @fact js_sdk: livemap.forceARViewMode */
  forceARViewMode(mode: "ON" | "OFF" | "AUTO"): void;
  /** Used by the native wrappers. @fact js_sdk: livemap.setPermissionsDenied */
  setPermissionsDenied(permissions: string[]): void;
}
