/** The areas the home page offers, each leading to its first page. */
export interface Area {
  title: string;
  description: string;
  to: string;
}

export const HOME_AREAS: readonly Area[] = [
  {
    title: "Get started",
    description: "Get an emmid and a token, then put your first livemap on a web page.",
    to: "/docs/getting-started",
  },
  {
    title: "JavaScript",
    description: "Embed the livemap in a web app and drive it from your own code.",
    to: "/docs/javascript/getting-started",
  },
  {
    title: "Android",
    description: "Show a livemap in an Android app with LivemapView, callbacks and listeners.",
    to: "/docs/android/getting-started",
  },
  {
    title: "iOS",
    description: "Add the livemap to an iOS app and react to its events in Swift.",
    to: "/docs/ios/getting-started",
  },
  {
    title: "Flutter",
    description: "Use the Livemap widget and its controller from Dart.",
    to: "/docs/flutter/getting-started",
  },
  {
    title: "React Native",
    description: "Render the livemap as a React Native component with typed props.",
    to: "/docs/react-native",
  },
  {
    title: "Native map and positioning SDKs",
    description: "Build indoor maps, itineraries, navigation and geo-AR on Android and iOS.",
    to: "/docs/android-native/getting-started",
  },
  {
    title: "REST API",
    description: "Manage pinpoints, events, lists, categories and livemaps over HTTP.",
    to: "/docs/rest",
  },
  {
    title: "Services",
    description: "Geocoding, routing, print and static maps for your own back end.",
    to: "/docs/services",
  },
  {
    title: "Examples",
    description: "Complete pages that add points, listen to events, draw GeoJSON and more.",
    to: "/docs/examples",
  },
];
