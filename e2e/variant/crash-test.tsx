import { useState } from "react";
import SiteHead from "../theme/SiteHead";

function Widget() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error("The map widget failed to start.");
  return (
    <button type="button" onClick={() => setBroken(true)}>
      Break the widget
    </button>
  );
}

/** Only in the variant site: a page whose content throws on demand, for the crash boundary. */
export default function CrashTest() {
  return (
    <>
      <SiteHead title="Crash test" />
      <h1>Crash test</h1>
      <Widget />
    </>
  );
}
