/**
 * The context of a fragment of a React Native screen that shows the livemap in
 * react-native-webview (`fragment="react-native-webview"`): the ref of its `<WebView>`.
 */
import type { RefObject } from "react";
import type { WebView } from "react-native-webview";

export { default as React, useRef } from "react";

/** The ref a `<WebView ref={webView} />` fills. */
export declare const webView: RefObject<WebView>;
