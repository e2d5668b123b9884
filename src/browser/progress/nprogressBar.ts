/**
 * The progress bar's code and styles, in a chunk of their own: fetched when the first in-app
 * navigation starts, so no first load carries them (src/browser/progress/progressBar.ts).
 */
import NProgress from "nprogress";
import "./nprogress.css";

export default NProgress;
