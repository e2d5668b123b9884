/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The CommonJS builds (Preact's browser one is an ES module jest does not load).
import { runScenario, scenarioServerHead, type Snapshot } from "./helpers/helmetRuns";
import {
  allHelmets,
  generateScenario,
  type HeadChild,
  type HelmetSpec,
  type Scenario,
  type Tree,
} from "./helpers/helmetScenarios";

/**
 * The production bundle's Helmet (src/browser/leanRuntime/helmet.tsx) against react-helmet, which
 * the HTML renderer, `gatsby develop` and the other tests run: the same scenarios of `<Helmet>`
 * declarations (helpers/helmetScenarios.ts) rendered through each from the head the server wrote,
 * compared after every render and every animation frame (helpers/helmetRuns.ts) on the title,
 * the `<html>` attributes, the managed metas and links (markup, and which elements stay the same
 * nodes), the rest of the head, and the `onChangeClientState` calls.
 *
 * One difference is meant: react-helmet appends the tags a change adds at the end of the head;
 * the stand-in puts them where the HTML renderer writes them for the same declarations, so a page
 * reached in the app has the head a loaded page has (e2e/renderParity.spec.ts). The stand-in's
 * tag order is compared to that.
 *
 * A failure names its scenario; HELMET_SEED=<seed> runs that one alone, HELMET_SCENARIOS=<n>
 * runs more than the usual 60.
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  jest.useFakeTimers();
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => jest.useRealTimers());

const STAND_INS = ["stand-in on Preact", "stand-in on React"] as const;

function runAll(scenario: Scenario) {
  const server = scenarioServerHead(scenario);
  return {
    reference: runScenario("react-helmet", scenario, server),
    standIns: STAND_INS.map((standIn) => ({
      standIn,
      run: runScenario(standIn, scenario, server),
    })),
  };
}

/** Each stand-in's snapshots must be react-helmet's, tag order being the HTML renderer's. */
function expectSameHeads(scenario: Scenario): void {
  const { reference, standIns } = runAll(scenario);
  const expected: Snapshot[] = reference.snapshots.map((snapshot, index) => ({
    ...snapshot,
    order: reference.serverOrders?.[index] ?? [],
  }));
  for (const { standIn, run } of standIns) {
    expect(run.snapshots).toHaveLength(expected.length);
    expected.forEach((snapshot, index) => {
      try {
        expect(run.snapshots[index]).toEqual(snapshot);
      } catch (error) {
        throw new Error(
          `${scenario.name}: the ${standIn} differs from react-helmet at "${snapshot.label}".\n` +
            `Scenario: ${JSON.stringify(scenario.steps)}\n\n${(error as Error).message}`,
        );
      }
    });
  }
}

const usualSeeds = Array.from(
  { length: Number(process.env.HELMET_SCENARIOS ?? 60) },
  (_, index) => index + 1,
);
const seeds = process.env.HELMET_SEED ? [Number(process.env.HELMET_SEED)] : usualSeeds;

describe("the stand-in and react-helmet on generated scenarios", () => {
  it.each(seeds)("seed %i", (seed) => {
    expectSameHeads(generateScenario(seed));
  });

  it("cover what the site relies on", () => {
    // Without this, a generator that stopped producing a case would pass unseen.
    const scenarios = usualSeeds.map(generateScenario);
    const trees = scenarios.flatMap((scenario) => scenario.steps.flat());
    const tagKey = (child: HeadChild) => {
      if (child.tag !== "meta" && child.tag !== "link") return undefined;
      const key = child.props.find(([name]) => ["name", "property", "rel"].includes(name));
      return key && `${child.tag} ${key.join("=").toLowerCase()}`;
    };
    const keysOf = (helmet: HelmetSpec) => helmet.children.flatMap((c) => tagKey(c) ?? []);
    const count = <T,>(values: T[], test: (value: T) => boolean) => values.filter(test).length;
    const htmlNames = (tree: Tree) =>
      allHelmets(tree).flatMap((helmet) =>
        helmet.children.flatMap((child) =>
          child.tag === "html" ? child.props.map(([name]) => name) : [],
        ),
      );
    const covered = {
      "the same tag twice in one Helmet": trees.some((tree) =>
        allHelmets(tree).some((helmet) => new Set(keysOf(helmet)).size < keysOf(helmet).length),
      ),
      "the same tag in two Helmets": trees.some((tree) => {
        const keys = allHelmets(tree).flatMap((helmet) => [...new Set(keysOf(helmet))]);
        return new Set(keys).size < keys.length;
      }),
      "two canonical links": trees.some(
        (tree) =>
          count(
            allHelmets(tree).flatMap((helmet) => helmet.children),
            (child) =>
              child.tag === "link" &&
              child.props.some(([name, value]) => name === "rel" && /^canonical$/i.test(value)),
          ) > 1,
      ),
      "titles in two Helmets": trees.some(
        (tree) =>
          count(allHelmets(tree), (helmet) => helmet.children.some((c) => c.tag === "title")) > 1,
      ),
      "empty titles": trees.some((tree) =>
        allHelmets(tree).some((helmet) =>
          helmet.children.some((child) => child.tag === "title" && child.text === ""),
        ),
      ),
      "html attributes removed": trees.some((tree, index) => {
        const after = trees[index + 1];
        return (
          after !== undefined && htmlNames(tree).some((name) => !htmlNames(after).includes(name))
        );
      }),
      "callbacks on several Helmets at once": trees.some(
        (tree) => count(allHelmets(tree), (helmet) => helmet.callback !== undefined) > 1,
      ),
      navigations: scenarios.some((scenario) => scenario.steps.some((step) => step[0]?.page !== 1)),
      "two renders in one frame": scenarios.some((scenario) =>
        scenario.steps.some((step) => step.length > 1),
      ),
    };
    expect(covered).toEqual(Object.fromEntries(Object.keys(covered).map((key) => [key, true])));
  });
});

const meta = (name: string, content: string): HeadChild => ({
  tag: "meta",
  props: [
    [name.startsWith("og:") ? "property" : "name", name],
    ["content", content],
  ],
});
const link = (rel: string, href: string): HeadChild => ({
  tag: "link",
  props: [
    ["rel", rel],
    ["href", href],
  ],
});
const title = (text: string): HeadChild => ({ tag: "title", text });
/** A page whose Helmets are the given ones, one element each, the first its SiteHead. */
const page = (number: number, ...helmets: HelmetSpec[]) => ({
  page: number,
  frame: [],
  content: helmets.map((helmet, index) => ({ key: number * 10 + index, helmet, nested: [] })),
});
/** SiteHead as the site's pages render it, with what a page adds. */
const siteHead = (text: string, description: string, ...more: HeadChild[]): HelmetSpec => ({
  callback: 0,
  children: [
    {
      tag: "html",
      props: [
        ["lang", "en"],
        ["dir", "ltr"],
      ],
    },
    title(text),
    link("icon", "/img/favicon.svg"),
    meta("description", description),
    ...more,
    meta("robots", "noindex, nofollow"),
    meta("og:title", text),
    meta("og:description", description),
  ],
});

describe("the stand-in and react-helmet on cases written out", () => {
  // The difference an external harness found first.
  it("two metas of the same name in one Helmet: both written, both replaced by an inner one", () => {
    const twins = { children: [title("A"), meta("description", "A"), meta("description", "B")] };
    expectSameHeads({
      name: "twin metas",
      steps: [
        [page(1, twins)],
        [page(1, twins, { children: [meta("description", "C")] })],
        [page(2, { children: [title("B"), meta("description", "B"), meta("description", "A")] })],
      ],
    });
  });

  it("navigations between the site's pages, the doc template adding its own Helmet", () => {
    const homeHead = siteHead("Wemap Developers", "Home");
    const doc = (number: number, text: string) =>
      page(number, siteHead(`${text} | Wemap Developers`, text, meta("keywords", text)), {
        children: [meta("docsearch:version", "1.14"), link("alternate", `/docs/${text}.md`)],
      });
    expectSameHeads({
      name: "site navigations",
      steps: [
        [page(1, homeHead)],
        [doc(2, "getting-started")],
        [doc(3, "markers")],
        [page(4, homeHead)],
      ],
    });
  });

  // The generated changes rarely keep what a Helmet declares while changing its children.
  it("a Helmet's children reordered, declaring the same head: written and reported again", () => {
    const declared = [title("A"), meta("description", "A")];
    expectSameHeads({
      name: "children reordered",
      steps: [
        [page(1, { callback: 0, children: declared })],
        [page(1, { callback: 0, children: [...declared].reverse() })],
      ],
    });
  });

  it("react-helmet appends what a navigation adds; the stand-in writes it where a loaded page has it", () => {
    const scenario: Scenario = {
      name: "home to doc",
      steps: [
        [page(1, siteHead("Wemap Developers", "Home"))],
        [page(2, siteHead("Doc | Wemap Developers", "Doc", meta("keywords", "doc")))],
      ],
    };
    const { reference, standIns } = runAll(scenario);
    const last = reference.snapshots.length - 2; // the navigation's frame, before the unmount
    const loadedOrder = reference.serverOrders?.[last];
    expect(reference.snapshots[last]?.label).toBe("step 2, after its frame");
    // Kept robots and favicon first, then the new links and metas after the styles.
    expect(reference.snapshots[last]?.order).not.toEqual(loadedOrder);
    for (const { run } of standIns) expect(run.snapshots[last]?.order).toEqual(loadedOrder);
  });
});
