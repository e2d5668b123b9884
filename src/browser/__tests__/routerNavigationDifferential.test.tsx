/** @jest-environment jsdom */
/**
 * Navigation through the router stand-in and through @gatsbyjs/reach-router: the same
 * generated scripts (navigate with state or replace, back and forward by the router or the
 * browser, a navigation while another is in flight, in-page anchors) run through a tree shaped
 * as production-app.js renders it, and what the app observes is written down for both (see
 * helpers/navigationRecorder.tsx): the two recordings must be the same, line for line.
 */
import { recordNavigation } from "./helpers/navigationRecorder";
import { describeStep, navigationScript } from "./helpers/navigationScripts";
import { seededRandom } from "./helpers/seededRandom";

const SEED = 4242;
const SCRIPTS = 30;
// Each script renders through about sixty act() turns per router: well under a second alone,
// several on a machine busy with builds, past jest's default 5 s.
jest.setTimeout(30_000);

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
  });
});
