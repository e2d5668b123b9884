import {
  androidImportNames,
  indexDeclarations,
  kotlinPropertyOf,
  namesOfImport,
} from "../androidDeclarations";
import { loadGrammars } from "../parseCode";
import { judge, spot } from "./judgeHelper";

type Block = [lang: string, code: string];

describe("indexDeclarations and namesOfImport", () => {
  // Written as @nativescript/types-android writes its files: tabs, nested modules, a nested type
  // under a generated name with its alias, `globalAndroid` for the platform.
  const platform = [
    "declare module android {",
    "\texport module gadget {",
    "\t\texport class Base extends java.lang.Object {",
    "\t\t\tpublic static class: java.lang.Class<android.gadget.Base>;",
    "\t\t\tpublic constructor();",
    "\t\t\tpublic getURLPrefix(): string;",
    "\t\t\tpublic setTitle(title: string): void;",
    "\t\t}",
    "\t\texport abstract class Dial<T> extends android.gadget.Base implements android.gadget.Turnable<T>, java.lang.Cloneable {",
    "\t\t\tpublic static TURNS_MAX: 12;",
    "\t\t\tpublic turnTo(position: number): void;",
    "\t\t\tpublic isLocked(): boolean;",
    "\t\t}",
    "\t\texport module Dial {",
    "\t\t\texport class androidgadgetDialOnTurnListener extends java.lang.Object {",
    "\t\t\t\tpublic constructor(implementation: {",
    "\t\t\t\t\tonTurn(param0: number): void;",
    "\t\t\t\t});",
    "\t\t\t\tpublic onTurn(param0: number): void;",
    "\t\t\t}",
    "\t\t\texport type OnTurnListener = androidgadgetDialOnTurnListener",
    "\t\t}",
    "\t\texport class Turnable<T> extends java.lang.Object {",
    "\t\t\tpublic spin(): void;",
    "\t\t}",
    "\t}",
    "}",
    "declare module java {",
    "\texport module lang {",
    "\t\texport class Object {",
    "\t\t\tpublic hashCode(): number;",
    "\t\t}",
    "\t}",
    "}",
  ].join("\n");
  const support = [
    "declare module com {",
    "\texport module vendor {",
    "\t\texport class FancyDial extends globalAndroid.gadget.Dial<any> {",
    "\t\t\tpublic sparkle(): void;",
    "\t\t}",
    "\t}",
    "}",
  ].join("\n");
  const index = indexDeclarations([platform, support]);

  it("gives a class's own members, its supertypes' across files and Kotlin's property names", () => {
    const names = namesOfImport(index, "com.vendor.FancyDial");
    for (const name of [
      "FancyDial",
      "sparkle",
      "turnTo",
      "isLocked",
      "TURNS_MAX",
      "spin",
      "hashCode",
      "getURLPrefix",
      "urlPrefix",
      "setTitle",
      "title",
      "OnTurnListener",
      "onTurn",
    ])
      expect(names).toContain(name);
    for (const name of ["class", "constructor", "androidgadgetDialOnTurnListener", "position"])
      expect(names).not.toContain(name);
  });

  it("gives a nested type by its alias, a whole package, and a static member imported by name", () => {
    expect(namesOfImport(index, "android.gadget.Dial.OnTurnListener")).toEqual(
      new Set(["OnTurnListener", "onTurn", "hashCode"]),
    );
    const whole = namesOfImport(index, "android.gadget.*");
    for (const name of ["Base", "Dial", "Turnable", "turnTo", "spin"])
      expect(whole).toContain(name);
    expect(namesOfImport(index, "android.gadget.Dial.TURNS_MAX")).toEqual(new Set(["TURNS_MAX"]));
  });

  it("knows nothing of a path the declarations lack", () => {
    expect(namesOfImport(index, "android.gadget.Knob")).toBeUndefined();
    expect(namesOfImport(index, "android.gadget.Dial.knobs")).toBeUndefined();
    expect(namesOfImport(index, "android.widget.*")).toBeUndefined();
  });
});

describe("kotlinPropertyOf", () => {
  it.each([
    ["getIntent", "intent"],
    ["setContentDescription", "contentDescription"],
    ["getURL", "url"],
    ["getURLConnection", "urlConnection"],
    ["getX", "x"],
  ])("reads %s as %s", (method, property) => expect(kotlinPropertyOf(method)).toBe(property));

  it.each(["get", "getter", "isEnabled", "settle", "onCreate"])("gives %s no property", (method) =>
    expect(kotlinPropertyOf(method)).toBeUndefined(),
  );
});

describe("androidImportNames, against the published declarations", () => {
  it("gives an AndroidX activity everything the platform's Activity has, as Kotlin reads it", () => {
    const names = androidImportNames("androidx.appcompat.app.AppCompatActivity");
    for (const name of [
      "AppCompatActivity",
      "supportFragmentManager",
      "runOnUiThread",
      "intent",
      "findViewById",
      "onRequestPermissionsResult",
    ])
      expect(names).toContain(name);
    expect(names).not.toContain("runOnUiThreads");
  });

  it("gives Material's and the platform's classes, packages and nested types", () => {
    for (const name of ["make", "LENGTH_SHORT", "setAction"])
      expect(androidImportNames("com.google.android.material.snackbar.Snackbar")).toContain(name);
    for (const name of ["Spinner", "Toast", "makeText", "onItemSelectedListener"])
      expect(androidImportNames("android.widget.*")).toContain(name);
    expect(androidImportNames("android.Manifest")).toContain("ACCESS_FINE_LOCATION");
  });

  it("knows no Kotlin extension, no Wemap package and no path outside the platform", () => {
    // `viewModels` is a Kotlin extension function of activity-ktx: no Java class declares it.
    expect(androidImportNames("androidx.activity.viewModels")).toBeUndefined();
    expect(androidImportNames("com.getwemap.sdk.map.WemapMapView")).toBeUndefined();
    expect(androidImportNames("kotlinx.coroutines.launch")).toBeUndefined();
    expect(androidImportNames("../../etc/passwd")).toBeUndefined();
  });
});

describe("Kotlin and Java pages that import the platform", () => {
  beforeAll(() => loadGrammars());

  it("a platform-typed value may use what Kotlin extensions add, which no class declares", () => {
    // `isVisible` is androidx.core's Kotlin extension of View: the Java declarations lack it, so
    // a member of a platform class's value is not held to them.
    const blocks: Block[] = [
      [
        "kotlin",
        [
          "import android.widget.Spinner",
          "import com.getwemap.sdk.map.WemapMapView",
          "fun showFloors(spinner: Spinner) {",
          "    spinner.setSelection(2)",
          "    spinner.isVisible = true",
          "    val mode = TagMatchMode.ANY",
          "}",
        ].join("\n"),
      ],
    ];
    expect(judge("android-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 5, "ANY", "a member of `TagMatchMode`"),
    ]);
  });

  it("a whole platform package imported no longer lets an unknown type pass", () => {
    const blocks: Block[] = [
      [
        "java",
        [
          "import android.widget.*;",
          "import com.getwemap.sdk.map.WemapMapView;",
          "Button button = new Button(context);",
          'button.setOnClickListener(v -> Toast.makeText(context, "On", Toast.LENGTH_SHORT).show());',
          "FloorSelector selector = new FloorSelector(15);",
        ].join("\n"),
      ],
    ];
    expect(judge("android-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 4, "FloorSelector", "a type"),
      spot(blocks, 0, 4, "FloorSelector", "a type", "FloorSelector(15)"),
    ]);
  });

  it("a member of a value the code ties to no one is not found among an imported class's names", () => {
    // An AppCompatActivity gives `title`, `intent` and `window` among some eight hundred names;
    // a member of a value the code does not type (a loop variable, a lambda's `it`) is judged
    // as on a page without the import, a platform value's as the platform's.
    const blocks: Block[] = [
      [
        "kotlin",
        [
          "import android.widget.Button",
          "import androidx.appcompat.app.AppCompatActivity",
          "import com.getwemap.sdk.map.WemapMapView",
          "fun show(activity: AppCompatActivity, button: Button, items: List<Query>) {",
          "    button.text = activity.title",
          '    for (item in items) Log.d("Map", item.title)',
          '    items.forEach { Log.d("Map", it.intent) }',
          "}",
        ].join("\n"),
      ],
    ];
    expect(judge("android-native/x", ...blocks)).toEqual([
      spot(blocks, 0, 5, "title", "a member of `item`", "title)"),
      spot(blocks, 0, 6, "intent", "a member of `it`"),
    ]);
  });
});
