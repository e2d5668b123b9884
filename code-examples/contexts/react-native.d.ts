/**
 * The context of a React Native fragment (`fragment="react-native"`): a component's body, with
 * React's hooks, the package's component, a ref to it and a map configuration in scope.
 */
import type { ComponentProps, ElementRef, RefObject } from "react";
import Livemap from "@wemap/react-native-wemap-livemap";

export { default as React, useRef, useState, useEffect, useCallback } from "react";
export { default as Livemap } from "@wemap/react-native-wemap-livemap";

/** The ref a `<Livemap ref={livemap} />` fills. */
export declare const livemap: RefObject<ElementRef<typeof Livemap>>;

/** A configuration made earlier on the page. */
export declare const mapConfig: ComponentProps<typeof Livemap>["mapConfig"];
