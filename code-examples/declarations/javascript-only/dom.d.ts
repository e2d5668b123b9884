/**
 * For JavaScript examples only: the DOM as JavaScript reads it. `getElementById` and
 * `querySelector` return an element whose properties are not checked (a button's `disabled`,
 * an input's `checked`), as no JavaScript reader can say which element type a lookup finds.
 * What the examples call on the SDK stays checked. These overloads come before the library's.
 */
export {};

declare global {
  interface Document {
    getElementById(elementId: string): any;
    querySelector(selectors: string): any;
  }
  interface ParentNode {
    querySelector(selectors: string): any;
    querySelectorAll(selectors: string): NodeListOf<any>;
  }
}
