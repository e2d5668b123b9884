import { Parser } from "htmlparser2";
import type { UnresolvedName } from "./resolveCodeNames";
import { escapeRegExp, writtenIn } from "./writtenIn";

/**
 * Android layouts in a page's `xml` blocks, read with htmlparser2's XML mode: a view whose tag
 * is an SDK class (`<com.getwemap.sdk.map.WemapMapView>`) must be a class the facts write, and
 * each attribute of the app's namespace on it (`wemap:emmid`, bound to
 * `http://schemas.android.com/apk/res-auto`) an attribute the facts write.
 */

const APP_NAMESPACE = "http://schemas.android.com/apk/res-auto";
const SDK_CLASS = /^com\.getwemap\./;

export function unresolvedXmlNames(
  code: string,
  place: { line: number; column: number },
  factsText: string,
): UnresolvedName[] {
  const found: UnresolvedName[] = [];
  const at = (index: number) => {
    const before = code.slice(0, index).split("\n");
    return {
      line: place.line + before.length - 1,
      column: place.column + (before[before.length - 1]?.length ?? 0),
    };
  };
  // The app namespace's prefixes, wherever the layout binds them (usually on its root).
  const appPrefixes = new Set(
    [...code.matchAll(/xmlns:([\w-]+)\s*=\s*["']([^"']*)["']/g)]
      .filter((binding) => binding[2] === APP_NAMESPACE)
      .map((binding) => binding[1] ?? ""),
  );
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const start = parser.startIndex;
        const tag = code.slice(start, (parser.endIndex ?? start) + 1);
        if (!SDK_CLASS.test(name)) return;
        if (!writtenIn(factsText, name, "\\w$.:"))
          found.push({ name, as: "a view class of the SDK", ...at(start + 1) });
        for (const attribute of Object.keys(attributes)) {
          const [prefix, local] = attribute.split(":");
          if (!local || !prefix || !appPrefixes.has(prefix)) continue;
          // The facts write layout attributes with a prefix (`wemap:emmid`), whichever the page binds.
          if (new RegExp(`(?<![\\w$])[\\w-]+:${escapeRegExp(local)}(?![\\w$])`).test(factsText))
            continue;
          found.push({
            name: attribute,
            as: `an attribute of \`${name}\``,
            ...at(start + Math.max(0, tag.indexOf(attribute))),
          });
        }
      },
    },
    { xmlMode: true },
  );
  parser.end(code);
  return found;
}
