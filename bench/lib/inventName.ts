/**
 * Plausible wrong spellings of a real SDK name, as a writer gets them wrong: a word of the name
 * swapped for a synonym another SDK or platform uses (`setCenter` → `updateCenter`, `userPosition`
 * → `userLocation`, `onMapReady` → `onMapLoaded`), a word dropped or added (`startNavigation` →
 * `startNavigationAsync`), a plural or a case the SDK does not write (`mapId` → `mapID`), a
 * package segment or an artifact renamed. Pure and deterministic: the caller draws among the
 * candidates with its seeded generator and keeps one that is really absent (./mutationSet.ts).
 */

/** What kind of name is mutated: a code identifier, or a path whose segments are names. */
export type NameKind =
  "identifier" | "dotted path" | "dart import" | "coordinate" | "rest path" | "prefixed";

/**
 * Words writers swap for one another, each way it goes wrong in practice: one SDK's word where
 * another's is meant (Android's `Listener` for iOS's `Delegate`), a platform's verb
 * (`fetch`, `display`), British spelling. Lower case; a name's capitalised word keeps its case.
 */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  get: ["fetch", "retrieve", "read"],
  set: ["update", "change", "apply"],
  add: ["register", "insert", "attach"],
  remove: ["unregister", "delete", "detach"],
  start: ["begin", "launch", "run"],
  stop: ["end", "cancel", "halt"],
  show: ["display", "present", "open"],
  hide: ["dismiss", "conceal", "close"],
  open: ["show", "display", "select"],
  close: ["dismiss", "hide", "deselect"],
  enable: ["activate", "turnOn", "allow"],
  disable: ["deactivate", "turnOff", "block"],
  enabled: ["active", "activated", "on"],
  center: ["centre", "focus", "middle"],
  zoom: ["scale", "zoomLevel"],
  position: ["location", "coordinate", "place"],
  location: ["position", "coordinate", "geolocation"],
  coordinate: ["position", "location", "point"],
  coordinates: ["coords", "positions", "points"],
  user: ["device", "current", "my"],
  pinpoint: ["poi", "marker", "place"],
  pinpoints: ["pois", "markers", "places"],
  itinerary: ["route", "path", "directions"],
  itineraries: ["routes", "paths", "directions"],
  route: ["itinerary", "path", "way"],
  navigation: ["guidance", "guiding", "routing"],
  level: ["floor", "storey", "layer"],
  levels: ["floors", "storeys", "layers"],
  floor: ["level", "storey"],
  listener: ["observer", "handler", "delegate"],
  delegate: ["listener", "observer", "handler"],
  callback: ["handler", "listener", "completion"],
  handler: ["callback", "listener"],
  options: ["config", "settings", "params"],
  option: ["setting", "param"],
  config: ["options", "settings", "configuration"],
  configuration: ["config", "options", "settings"],
  id: ["identifier", "key", "uid"],
  distance: ["radius", "range", "length"],
  threshold: ["tolerance", "limit", "margin"],
  mode: ["type", "style", "kind"],
  type: ["kind", "mode", "category"],
  source: ["provider", "origin", "feed"],
  provider: ["source", "service"],
  manager: ["controller", "service", "handler"],
  controller: ["manager", "handler"],
  view: ["layout", "screen", "widget"],
  click: ["tap", "press", "touch"],
  clicked: ["tapped", "pressed", "selected"],
  tap: ["click", "press", "touch"],
  color: ["colour", "tint", "fill"],
  width: ["thickness", "size", "stroke"],
  duration: ["time", "delay", "interval"],
  bearing: ["heading", "rotation", "orientation"],
  heading: ["bearing", "direction", "orientation"],
  pitch: ["tilt", "angle", "inclination"],
  tilt: ["pitch", "angle"],
  did: ["will", "has"],
  will: ["did", "should"],
  ready: ["loaded", "initialized", "created"],
  loaded: ["ready", "initialized"],
  updated: ["changed", "modified", "refreshed"],
  update: ["change", "refresh", "modify"],
  changed: ["updated", "modified", "switched"],
  change: ["update", "switch"],
  create: ["make", "build", "new"],
  draw: ["render", "add", "paint"],
  search: ["find", "lookup", "query"],
  find: ["search", "lookup", "get"],
  camera: ["viewport", "view", "camera3d"],
  latitude: ["lat", "latitudeDeg"],
  longitude: ["lng", "lon", "long"],
  max: ["maximum", "upper"],
  min: ["minimum", "lower"],
  visible: ["shown", "displayed", "hidden"],
  name: ["title", "label"],
  title: ["name", "label", "heading"],
  url: ["uri", "link", "address"],
  arrived: ["reached", "arrival", "finished"],
  arrive: ["reach", "finish"],
  error: ["failure", "exception", "problem"],
  fail: ["error", "failure"],
  tracking: ["following", "tracing", "locating"],
  follow: ["track", "trace"],
  marker: ["pinpoint", "annotation", "pin"],
  list: ["collection", "group", "set"],
  event: ["happening", "activity", "occurrence"],
  events: ["activities", "happenings"],
  map: ["livemap", "mapView", "maps"],
  info: ["information", "details", "data"],
  data: ["info", "content", "payload"],
  token: ["apiKey", "key", "accessToken"],
  emmid: ["mapId", "emmId", "mapID"],
  state: ["status", "phase"],
  status: ["state", "condition"],
  scan: ["capture", "localize", "detect"],
  session: ["run", "context"],
  result: ["response", "output"],
  query: ["search", "filter", "request"],
  filter: ["query", "criteria"],
  filters: ["criteria", "queries"],
  tags: ["labels", "categories", "keywords"],
  tag: ["label", "category", "keyword"],
  polyline: ["line", "path", "polygon"],
  polygon: ["shape", "area", "polyline"],
  circle: ["disc", "ring"],
  feature: ["item", "element"],
  style: ["theme", "appearance"],
  animated: ["animate", "withAnimation", "smooth"],
  animate: ["animated", "fly"],
  bounds: ["extent", "box", "region"],
  padding: ["margin", "inset", "insets"],
  offline: ["cached", "local"],
  attitude: ["orientation", "rotation"],
  accuracy: ["precision", "error"],
  step: ["instruction", "segment"],
  steps: ["instructions", "segments"],
  instruction: ["direction", "step"],
  indoor: ["inside", "building"],
  building: ["venue", "site"],
  venue: ["building", "site"],
  origin: ["start", "from", "departure"],
  destination: ["end", "to", "target"],
  ar: ["augmented", "xr"],
  vps: ["visual", "camera"],
  gps: ["gnss", "satellite"],
  analytics: ["tracking", "stats", "metrics"],
  login: ["signIn", "logIn", "auth"],
  logout: ["signOut", "logOut"],
  request: ["query", "params"],
  response: ["result", "reply"],
  layer: ["overlay", "level"],
  button: ["control", "action"],
  compass: ["orientation", "north"],
  dot: ["indicator", "marker"],
  arrow: ["pointer", "indicator"],
  lost: ["missing", "gone"],
  text: ["label", "content", "string"],
  image: ["icon", "picture"],
  icon: ["image", "symbol"],
  size: ["dimension", "scale"],
  value: ["amount", "setting"],
  sdk: ["kit", "api", "lib"],
  core: ["base", "common"],
  positioning: ["location", "localization", "tracking"],
  async: ["sync", "asynchronously"],
};

/** Words a writer adds to a name that has none of them: an SDK of another platform has it. */
const SUFFIXES = [
  "Async",
  "Listener",
  "Enabled",
  "Changed",
  "Updated",
  "Callback",
  "Options",
  "Value",
];
const PREFIXES = ["on", "is", "get", "set", "did"];

/** `startNavigation` → start, Navigation; `MAX_ZOOM` → MAX, _, ZOOM; `onMapReady` → on, Map, Ready. */
function wordsOf(name: string): string[] {
  return (
    name.match(/[A-Z]{2,}(?=[A-Z][a-z]|[^A-Za-z]|$)|[A-Z]?[a-z]+|[A-Z]+|\d+|[^A-Za-z\d]+/g) ?? [
      name,
    ]
  );
}

/** A word written with the case of the one it replaces: `Center` → `Centre`, `ZOOM` → `SCALE`. */
function inCaseOf(model: string, word: string): string {
  if (/^[A-Z]{2,}$/.test(model)) return word.replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase();
  if (/^[A-Z]/.test(model)) return word.charAt(0).toUpperCase() + word.slice(1);
  return word.charAt(0).toLowerCase() + word.slice(1);
}

function plural(word: string): string | undefined {
  if (/ies$|ss$/.test(word)) return undefined;
  if (/s$/.test(word)) return word.slice(0, -1);
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return /[a-z]$/i.test(word) ? `${word}s` : undefined;
}

/**
 * Mutants in tiers, most plausible first: the caller keeps the first absent mutant of the first
 * tier that has one. A synonym of one word is what writers get wrong most; a plural, a case or a
 * word dropped next; a word added to the name last.
 */
export type Tiers = string[][];

function tidy(tiers: Tiers, original: string, valid: RegExp): Tiers {
  const seen = new Set<string>([original]);
  return tiers.map((tier) =>
    tier.filter((mutant) => {
      if (seen.has(mutant) || !valid.test(mutant)) return false;
      seen.add(mutant);
      return true;
    }),
  );
}

/** Mutants of an identifier: see Tiers. `segment` is a package or path segment (`sdk`, `model`): no words added. */
function identifierTiers(name: string, segment = false): Tiers {
  const words = wordsOf(name);
  const letters = words
    .map((word, index) => ({ word, index }))
    .filter(({ word }) => /^[A-Za-z]/.test(word));
  const replaced = (index: number, word: string) =>
    words.map((w, i) => (i === index ? word : w)).join("");
  const synonyms: string[] = [];
  for (const { word, index } of letters)
    for (const synonym of SYNONYMS[word.toLowerCase()] ?? [])
      synonyms.push(replaced(index, inCaseOf(word, synonym)));
  const close: string[] = [];
  const last = letters[letters.length - 1];
  const allCaps = /^[A-Z0-9_]+$/.test(name);
  if (last && !allCaps) {
    const other = plural(last.word);
    if (other) close.push(replaced(last.index, other));
  }
  // The case a writer of another platform uses: `mapId` → `mapID`, `URL` → `Url`.
  for (const { word, index } of letters) {
    if (/^(?:Id|Url|Json|Api|Sdk|Ar|Vps|Poi)$/.test(word))
      close.push(replaced(index, word.toUpperCase()));
    if (/^(?:ID|URL|JSON|API|SDK|AR|VPS|POI)$/.test(word) && index > 0 && !allCaps)
      close.push(replaced(index, word.charAt(0) + word.slice(1).toLowerCase()));
  }
  if (letters.length >= 2)
    for (const { index } of letters) {
      const joined = words
        .filter((_, i) => i !== index)
        .join("")
        .replace(/^_+|_+$/g, "")
        .replace(/__+/g, "_");
      if (/^[A-Za-z]/.test(joined)) close.push(index === 0 ? inCaseOf(name, joined) : joined);
    }
  const added: string[] = [];
  if (!segment && !name.includes("_")) {
    if (/^[a-z]/.test(name)) {
      for (const suffix of SUFFIXES) if (!name.endsWith(suffix)) added.push(name + suffix);
      for (const prefix of PREFIXES)
        if (!name.startsWith(prefix))
          added.push(prefix + name.charAt(0).toUpperCase() + name.slice(1));
    } else if (/^[A-Z][a-z]/.test(name)) {
      for (const suffix of ["Manager", "Options", "Config", "View", "Info"])
        if (!name.endsWith(suffix)) added.push(name + suffix);
    }
  }
  return tidy([synonyms, close, added], name, /^[A-Za-z_$][\w$]*$/);
}

/** Mutants of a path of names (`com.getwemap.sdk.map.WemapMapView`, `WemapMapSDK`): one segment changed. */
function segmentTiers(path: string, separator: RegExp, join: (parts: string[]) => string): Tiers {
  const parts = path.split(separator);
  const tiers: Tiers = [[], [], []];
  parts.forEach((part, index) => {
    // The organisation's own head (`com.getwemap`, `@wemap`) is not where writers go wrong.
    if (index === 0 && parts.length > 1) return;
    if (/^(?:com|getwemap|wemap|@wemap|package:)$/i.test(part)) return;
    const lowerSegment = /^[a-z][a-z0-9]*$/.test(part) && index < parts.length - 1;
    identifierTiers(part, lowerSegment).forEach((tier, level) => {
      for (const mutant of tier)
        tiers[level]?.push(join(parts.map((p, i) => (i === index ? mutant : p))));
    });
    if (lowerSegment) {
      // A package segment inserted or dropped: `sdk.map.view.WemapMapView`, `sdk.WemapMapView`.
      tiers[1]?.push(join([...parts.slice(0, index + 1), "view", ...parts.slice(index + 1)]));
      tiers[1]?.push(join(parts.filter((_, i) => i !== index)));
    }
  });
  return tidy(tiers, path, /./);
}

/** Mutants of a snake_case or kebab-case name (pub packages, artifacts, Dart files): a word swapped, dropped or moved. */
function joinedWordTiers(name: string, separator: "_" | "-"): Tiers {
  const words = name.split(separator);
  const tiers: Tiers = [[], [], []];
  words.forEach((word, index) => {
    for (const synonym of SYNONYMS[word] ?? [])
      tiers[0]?.push(
        words.map((w, i) => (i === index ? synonym.toLowerCase() : w)).join(separator),
      );
    const other = plural(word);
    if (other) tiers[1]?.push(words.map((w, i) => (i === index ? other : w)).join(separator));
    if (words.length > 1) tiers[1]?.push(words.filter((_, i) => i !== index).join(separator));
  });
  if (words.length >= 2) tiers[1]?.push([...words.slice(1), words[0]].join(separator));
  tiers[2]?.push([...words, "sdk"].join(separator));
  return tidy(tiers, name, /^[\w-]+$/);
}

function mapTiers(tiers: Tiers, map: (mutant: string) => string): Tiers {
  return tiers.map((tier) => tier.map(map));
}

function mergeTiers(...all: Tiers[]): Tiers {
  return [0, 1, 2].map((level) => all.flatMap((tiers) => tiers[level] ?? []));
}

/** Mutants of a package coordinate: `com.getwemap.sdk:map`, `wemap_sdk_flutter`, `WemapMapSDK`, `@wemap/x`. */
function coordinateTiers(name: string): Tiers {
  const maven = /^([\w.]+):([\w.-]+)$/.exec(name);
  if (maven) {
    const [, group = "", artifact = ""] = maven;
    return mergeTiers(
      mapTiers(joinedWordTiers(artifact, "-"), (mutant) => `${group}:${mutant}`),
      mapTiers(
        segmentTiers(group, /\./, (parts) => parts.join(".")),
        (mutant) => `${mutant}:${artifact}`,
      ),
    );
  }
  const npm = /^(@[\w-]+)\/([\w-]+)$/.exec(name);
  if (npm)
    return mapTiers(joinedWordTiers(npm[2] ?? "", "-"), (mutant) => `${npm[1] ?? ""}/${mutant}`);
  if (name.includes("_")) return joinedWordTiers(name, "_");
  if (name.includes("-")) return joinedWordTiers(name, "-");
  return identifierTiers(name);
}

/** Mutants of a Dart import URI: the package or the file renamed. */
function dartImportTiers(uri: string): Tiers {
  const match = /^package:([\w]+)\/(.+)\.dart$/.exec(uri);
  if (!match) return [];
  const [, pkg = "", file = ""] = match;
  const folder = file.includes("/") ? file.slice(0, file.lastIndexOf("/") + 1) : "";
  return mergeTiers(
    mapTiers(joinedWordTiers(pkg, "_"), (mutant) => `package:${mutant}/${file}.dart`),
    mapTiers(
      joinedWordTiers(file.split("/").pop() ?? file, "_"),
      (mutant) => `package:${pkg}/${folder}${mutant}.dart`,
    ),
  );
}

/** Mutants of a REST path: one named segment renamed (`/v3.0/pinpoints` → `/v3.0/pois`). */
function restPathTiers(path: string): Tiers {
  const parts = path.split("/");
  const tiers: Tiers = [[], [], []];
  parts.forEach((part, index) => {
    if (!/^[a-z][\w-]*$/.test(part)) return;
    const words = part.includes("-")
      ? joinedWordTiers(part, "-")
      : part.includes("_")
        ? joinedWordTiers(part, "_")
        : identifierTiers(part, true);
    words.forEach((tier, level) => {
      for (const mutant of tier)
        if (/^[a-z][\w-]*$/.test(mutant))
          tiers[level]?.push(parts.map((p, i) => (i === index ? mutant : p)).join("/"));
    });
  });
  return tiers;
}

/** The candidate mutants of a name of the given kind, in tiers (see Tiers), each in a fixed order. */
export function mutantsOf(name: string, kind: NameKind): Tiers {
  switch (kind) {
    case "identifier":
      return identifierTiers(name);
    case "dotted path":
      return segmentTiers(name, /\./, (parts) => parts.join("."));
    case "dart import":
      return dartImportTiers(name);
    case "coordinate":
      return coordinateTiers(name);
    case "rest path":
      return restPathTiers(name);
    case "prefixed": {
      // `wemap:emmid`: the local name after the prefix.
      const [prefix, local = ""] = name.split(":");
      return mapTiers(identifierTiers(local), (mutant) => `${prefix ?? ""}:${mutant}`);
    }
  }
}
