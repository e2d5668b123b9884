/**
 * Which SDKs' sources are public, and which release of each the docs document.
 *
 * Four SDKs are open source: their facts are `declared` in their own repository. The others
 * are closed (the native Android and iOS SDKs, the Android webview SDK, the Flutter native
 * plugin, the hosted livemap JavaScript and the @wemap/* npm packages, whose repositories are
 * not public): their symbols are only `seen` in use, in sample apps and wrappers.
 */
export const OPEN_SDK_OF_SECTION: Readonly<Record<string, string>> = {
  ios_webview: "wemap/livemap-ios-sdk",
  flutter_webview: "wemap/wemap-sdk-flutter-webview",
  react_native: "wemap/react-native-wemap-livemap",
  expo: "wemap/wemap-expo-webview",
};

export const OPEN_SDK_REPOSITORIES: ReadonlySet<string> = new Set(
  Object.values(OPEN_SDK_OF_SECTION),
);

export const CLOSED_SECTIONS: ReadonlySet<string> = new Set([
  "js_sdk",
  "android_webview",
  "android_native",
  "ios_native",
  "flutter_native",
]);

/**
 * The commit a fact of a repository cites when it names no ref of its own, where the docs
 * document a release other than the repository's newest commit. The docs document
 * @wemap/expo-livemap 0.1.0 from npm; the repository's newest commit is 0.1.3. The 0.1.0
 * tarball's files (package.json aside, whose version the publish wrote) are byte for byte
 * those of 80a9014 "feat: initiate expo package": a fact of 0.1.3 names its commit in `ref`.
 */
export const DOCUMENTED_RELEASE: Readonly<Record<string, { commit: string; release: string }>> = {
  "wemap/wemap-expo-webview": {
    commit: "80a90144e767291405994c58e003e595141b311e",
    release: "0.1.0",
  },
};

/**
 * Where each open SDK's public API is written: the TypeScript of the React Native and Expo
 * packages, the Dart of the Flutter plugin, the Swift of the iOS SDK. The native code of a
 * wrapper (the React Native bridge's Java and Swift, the Flutter plugin's Kotlin and Swift) is
 * its bridge: its places are checked, but its classes' members are not the SDK's API.
 */
export const API_PATHS: Readonly<Record<string, RegExp>> = {
  "wemap/react-native-wemap-livemap": /^src\//,
  "wemap/wemap-expo-webview": /^src\//,
  "wemap/wemap-sdk-flutter-webview": /^lib\//,
  "wemap/livemap-ios-sdk": /^livemap-ios-sdk\//,
};
