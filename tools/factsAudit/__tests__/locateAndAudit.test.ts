import { auditFacts, type AuditedFact } from "../audit";
import type { LocatorContext } from "../locate";
import { locateFacts } from "../locateFile";
import type { Repository } from "../surface/repository";
import { fixtureRepository } from "./fixtureRepository";

const COMMIT = "a".repeat(40);
const OPEN = "wemap/react-native-wemap-livemap";
const SAMPLE = "wemap/livemap-android-sdk-sample";

async function fixtures(): Promise<Map<string, Repository>> {
  return new Map([
    [
      OPEN,
      await fixtureRepository({
        "src/types/Ref.ts": `export default interface MapRef {
  open: (id: number) => void;
  close: () => void;
  zoom(level: number): void;
  reset: () => void;
}
`,
      }),
    ],
    [
      SAMPLE,
      await fixtureRepository({
        "app/App.java": `class App {
  void run(Livemap livemap) {
    livemap.centerTo(center, 3);
    // livemap.getCenter(center -> log(center));
  }
}
`,
      }),
    ],
  ]);
}

function context(repositories: Map<string, Repository>): LocatorContext {
  return {
    resolve: (repo) => (repositories.has(repo) ? COMMIT : undefined),
    open: async (repo) => {
      const repository = repositories.get(repo);
      if (!repository) throw new Error(`no fixture for ${repo}`);
      return repository;
    },
  };
}

const place = (repo: string, path: string, line: number) => ({ repo, commit: COMMIT, path, line });

describe("the locator and the audit on a checkout", () => {
  it("places what it finds, keeps what is recorded, and says what it cannot place", async () => {
    const repositories = await fixtures();
    const recorded = place(OPEN, "src/types/Ref.ts", 9);
    const json = {
      sections: {
        react_native: {
          facts: [
            {
              name: "MapRef.open",
              kind: "method",
              signature: "(id: number) => void",
              source: `${OPEN}:src/types/Ref.ts`,
            },
            {
              name: "MapRef.zoom",
              kind: "method",
              signature: "(level: number): void",
              source: `${OPEN}:src/types/Ref.ts`,
              declared: recorded,
            },
            {
              name: "Install",
              kind: "package",
              signature: "npm install x",
              source: `${OPEN}:package.json`,
            },
          ],
        },
        android_webview: {
          facts: [
            {
              name: "Livemap.centerTo",
              kind: "method",
              signature: "centerTo(Coordinates center, double zoom)",
              source: `${SAMPLE}:app/App.java`,
            },
            {
              name: "Livemap.getCenter",
              kind: "method",
              signature: "getCenter(center -> ...)",
              source: `${SAMPLE}:app/App.java`,
            },
          ],
        },
      },
    };
    const summary = await locateFacts(json, context(repositories));
    expect(summary).toMatchObject({ located: 2, recorded: 1, exempt: 1, unlocated: 1 });
    const [open, zoom] = json.sections.react_native.facts;
    expect(open).toMatchObject({
      declared: { ...place(OPEN, "src/types/Ref.ts", 2), symbol: "MapRef.open" },
    });
    // A recorded place is the audit's to judge, never the locator's to change.
    expect(zoom?.declared).toBe(recorded);
    expect(json.sections.android_webview.facts[0]).toMatchObject({
      seen: { ...place(SAMPLE, "app/App.java", 3), symbol: "Livemap.centerTo" },
    });
    expect(summary.lines.join("\n")).toMatch(
      /NOT LOCATED android_webview "Livemap.getCenter": .*no use of Livemap.getCenter/,
    );
  });

  it("reports each kind of disagreement, and nothing for a fact that agrees", async () => {
    const repositories = await fixtures();
    const facts: AuditedFact[] = [
      {
        section: "react_native",
        name: "MapRef.open",
        kind: "method",
        signature: "(id: number) => void",
        source: `${OPEN}:src/types/Ref.ts`,
        declared: place(OPEN, "src/types/Ref.ts", 2),
      },
      {
        section: "react_native",
        name: "MapRef.zoom",
        kind: "method",
        signature: "(level: number): void",
        source: `${OPEN}:src/types/Ref.ts`,
        declared: place(OPEN, "src/types/Ref.ts", 9),
      },
      {
        section: "react_native",
        name: "MapRef.close",
        kind: "field",
        signature: "() => void",
        source: `${OPEN}:src/types/Ref.ts`,
        declared: place(OPEN, "src/types/Ref.ts", 3),
      },
      {
        section: "android_webview",
        name: "Livemap.centerTo",
        kind: "method",
        source: `${SAMPLE}:app/App.java`,
        seen: place(SAMPLE, "app/App.java", 2),
      },
      {
        section: "android_webview",
        name: "Livemap.getCenter",
        kind: "method",
        source: `${SAMPLE}:app/App.java`,
        seen: { ...place(SAMPLE, "app/App.java", 4), commented: true },
      },
      {
        section: "android_webview",
        name: "Livemap.closeList",
        kind: "method",
        source: `${SAMPLE}:app/App.java`,
      },
      {
        section: "android_webview",
        name: "Livemap.openList",
        kind: "method",
        source: `${SAMPLE}:app/App.java`,
        seen: { ...place(SAMPLE, "app/App.java", 3), symbol: "Livemap.centerTo" },
      },
    ];
    const result = await auditFacts(facts, async (repo) => repositories.get(repo));
    const findings = result.findings.map(
      (finding) => `${finding.class} ${finding.fact}: ${finding.message}`,
    );
    expect(findings).toEqual([
      "absent MapRef.zoom: MapRef.zoom is declared at src/types/Ref.ts:4, not at the recorded line",
      "kind MapRef.close: a fact of kind field, but the source declares a property of function type",
      "not seen Livemap.centerTo: line 2 does not use centerTo; app/App.java:3 does",
      "unlocated Livemap.closeList: names an SDK symbol but records no place (run the locator, or record it by hand)",
      "symbol Livemap.openList: the place is of Livemap.centerTo, which the fact's name and signature do not write",
      "missing member MapRef.reset: MapRef declares property reset: () => void, which no fact has",
    ]);
    expect(result.counts).toMatchObject({
      facts: 7,
      needingPlace: 7,
      declaredFacts: 3,
      seenFacts: 3,
      documentedTypes: 1,
    });
  });
});
