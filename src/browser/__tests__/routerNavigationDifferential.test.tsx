/** @jest-environment jsdom */
/**
 * Navigation through the router stand-in and through @gatsbyjs/reach-router: the same
 * generated scripts (navigate with state or replace, back and forward by the router or the
 * browser, a navigation while another is in flight, in-page anchors) run through a tree shaped
 * as production-app.js renders it, and what the app observes is written down for both (see
 * helpers/navigationRecorder.tsx): the two recordings must be the same, line for line.
 *
 * Some of the calls are refused by the history (an address of another origin, a SecurityError;
 * a state it cannot clone, a DataCloneError): the page load each router asks for instead is
 * written down (helpers/historyRefusals.ts).
 *
 * Each change below to the stand-in (src/browser/leanRuntime/router.tsx), made by hand and
 * undone, fails this test (2026-12, seed 4242, 30 scripts; failing scripts out of 30):
 * - focus not moved when a navigation reaches the route's own path from below it (`/app/one`
 *   to `/app`; the focus wrapper tests `uriChanged` alone): 9. It failed none of the 30
 *   scripts before the generator aimed at that move, and 13 of 300.
 * - the refused entry's page load: always `location.assign` (4); `location.replace` also for
 *   a call made in transition (3); swapped methods (12); no page load at all (12); no
 *   try/catch, so `navigate` throws (12).
 */
import { recordNavigation } from "./helpers/navigationRecorder";
import { describeStep, navigationScript } from "./helpers/navigationScripts";
import { seededRandom } from "./helpers/seededRandom";

const SEED = 4242;
const SCRIPTS = 30;
// Each script renders through about sixty act() turns per router: well under a second alone,
// several on a machine busy with builds, past jest's default 5 s.
jest.setTimeout(30_000);

/**
 * Steps that took the address from below the client-only route's match path to the path
 * itself (`/app/one` to `/app`), focus then on the route's wrapper: the move where focus
 * follows the path, the route's URI staying `/app`.
 */
function countMovesUpToMatchPath(recording: string[]): number {
  let moves = 0;
  let wasBelow = false;
  for (const line of recording) {
    const snapshot = /^ {2}address (\S+) .* focus (\S+) /.exec(line);
    if (!snapshot) continue;
    const [, address = "", focus] = snapshot;
    const pathname = address.replace(/[?#].*$/, "");
    if (wasBelow && /\/app$/.test(pathname) && focus === "#gatsby-focus-wrapper") moves++;
    wasBelow = pathname.includes("/app/");
  }
  return moves;
}

const random = seededRandom(SEED);
const scripts = Array.from({ length: SCRIPTS }, () => navigationScript(random));
const recordings: string[][] = [];

describe("navigation, the stand-in against reach-router", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(scripts.map((script, index) => [index, script] as const))(
    `seed ${SEED} script %i`,
    async (_index, script) => {
      const expected = await recordNavigation("reach-router", script);
      const actual = await recordNavigation("stand-in", script);
      const header = [
        `start ${script.start} basepath ${JSON.stringify(script.basepath)}`,
        ...script.steps.map(describeStep),
      ];
      // Kept before comparing: the count of outcomes below is the generator's, whatever fails.
      recordings.push(expected);
      expect([...header, ...actual]).toEqual([...header, ...expected]);
    },
  );

  // The scripts must keep reaching every kind of outcome, or agreeing proves little.
  it("reaches every kind of outcome in the scripts", () => {
    const lines = recordings.flat();
    const movesUpToMatchPath = recordings.map(countMovesUpToMatchPath).reduce((a, b) => a + b, 0);
    const count = (pattern: RegExp) => lines.filter((line) => pattern.test(line)).length;
    const calls = count(/^navigate #\d+$/);
    const settled = count(/^navigate #\d+ settled$/);
    expect(count(/^ {2}address .* focus #gatsby-focus-wrapper /)).toBeGreaterThan(40);
    expect(count(/^ {2}address .* focus body /)).toBeGreaterThan(60);
    expect(count(/^listener POP /)).toBeGreaterThan(35);
    expect(count(/ traversal true$/)).toBeGreaterThan(20);
    expect(count(/^render page \{"\*":/)).toBeGreaterThan(30);
    // Navigations overtaken by another one before their page rendered never settle.
    expect(calls - settled).toBeGreaterThan(15);
    expect(settled).toBeGreaterThan(60);
    // The history refused an entry, and the router loaded the page by each method.
    expect(count(/^location\.assign /)).toBeGreaterThan(8);
    expect(count(/^location\.replace /)).toBeGreaterThan(2);
    expect(movesUpToMatchPath).toBeGreaterThan(5);
  });
});
