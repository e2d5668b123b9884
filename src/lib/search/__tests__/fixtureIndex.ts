import type { SearchIndexData } from "../../../shared/search/indexData";

/** A small index, like the one the build writes, for the engine and adapter tests. */
export const fixtureIndex: SearchIndexData = {
  version: "1.14",
  pages: [
    {
      url: "/docs/flutter/LivemapController/setPinpoints",
      title: "setPinpoints method",
      section: "Flutter",
      keywords: ["flutter", "setPinpoints"],
      text: "setPinpoints populates the map with the pinpoints you build in Dart.",
    },
    {
      url: "/docs/android/Model/Pinpoint",
      title: "Pinpoint",
      section: "Android",
      keywords: ["Pinpoint"],
      text: "A pinpoint of the livemap. Pass a list of them to setPinpoints to show them.",
    },
    {
      url: "/docs/react-native/interfaces/types.LivemapProps",
      title: "LivemapProps",
      section: "React Native",
      keywords: ["react native", "types.LivemapProps"],
      text: "LivemapProps lists the props of the Livemap component.",
    },
    {
      url: "/docs/flutter/Livemap/onMapClick",
      title: "onMapClick callback",
      section: "Flutter",
      keywords: ["onMapClick"],
      text: "Called when the reader taps the map & not a pinpoint.",
    },
    {
      url: "/docs/react-native/modules/types",
      title: "types module",
      section: "React Native & <Expo>",
      keywords: ["types"],
      text: "Every type of the package: see types.Coordinates and the props of the map.",
    },
  ],
  sections: [
    {
      page: 0,
      level: 2,
      heading: "Parameters",
      anchor: "parameters",
      text: "pinpoints: the pinpoints to show, one map per pinpoint.",
    },
    {
      page: 0,
      level: 3,
      heading: "Keys of a pinpoint",
      anchor: "keys-of-a-pinpoint",
      parent: "Parameters",
      text: "Give at least id, name and coordinates.",
    },
    {
      page: 2,
      level: 2,
      heading: "Events",
      anchor: "events",
      text: "onMapClick receives the coordinates of the click <img src=x onerror=alert(1)>.",
    },
  ],
};
