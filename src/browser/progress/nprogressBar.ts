/**
 * The progress bar's code and styles, in a chunk of their own: fetched once the page is idle
 * after its first load, or when a navigation starts before that, so no first load waits for it
 * (src/browser/progress/progressBar.ts).
 */
import NProgress from "nprogress";
import "./nprogress.css";

/**
 * nprogress 0.2.0 takes its `nprogress-busy` class off `<html>` by rewriting `className`, which
 * leaves `class=" "` behind on an element that had no class: a page reached by a slow in-app
 * navigation then differed from the same page loaded fresh. Its own `remove` is called through
 * the object when the bar has faded, so the attribute is tidied there.
 */
const removeBar = NProgress.remove.bind(NProgress);
NProgress.remove = () => {
  removeBar();
  const root = document.documentElement;
  if (root.getAttribute("class")?.trim() === "") root.removeAttribute("class");
};

export default NProgress;
