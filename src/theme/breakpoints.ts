/**
 * The widths at which the layout changes, as media queries for the browser's code. The CSS
 * modules write the same widths: the navbar turns into the desktop one and the doc sidebar
 * shows above 996 px (the spec's breakpoint), the table of contents above 1200 px.
 */
export const DESKTOP_MEDIA_QUERY = "(min-width: 997px)";
export const WIDE_MEDIA_QUERY = "(min-width: 1201px)";
