import { claimBuildLock, lockHeldMessage, type BuildLock } from "./buildLock";

/**
 * The lock this process took when Gatsby loaded the project's code. Kept on the process, not in
 * this module: Parcel bundles the module into both compiled files, `.cache/compiled/gatsby-
 * config.js` and `gatsby-node.js`, and each copy would otherwise claim it again.
 */
interface HeldLock {
  release: () => void;
  /** Set once the output guard has taken it over: it releases the lock after public/ is back. */
  handedOver: boolean;
}

const HELD = Symbol.for("wemap-developers.build-lock");
type WithHeldLock = Record<typeof HELD, HeldLock | undefined>;

export interface LoadClaimOptions {
  lockFile: string;
  env?: NodeJS.ProcessEnv;
  /** Says why the build stops (standard error). */
  log?: (message: string) => void;
  /** Ends the process (process.exit). */
  exit?: (code: number) => void;
  /** Called with what to do when the process exits (process.once("exit", …)). */
  onExit?: (listener: () => void) => void;
  claim?: (lockFile: string) => BuildLock;
  /** Where the lock taken is kept: the process (globalThis); a test's own object. */
  holder?: object;
}

/**
 * `gatsby build` takes the build lock (src/node/output/buildLock.ts) as soon as Gatsby loads
 * the project's first file, and a second build stops there, naming the build that holds it.
 * Gatsby loads gatsby-config.ts and gatsby-node.ts (compiled to `.cache/compiled/`) right after
 * compiling them, before it reads its configuration or the plugins, and long before onPreInit,
 * where the output guard runs: from that point on, a second build has touched nothing of the
 * first's. (What Gatsby does before, and why it cannot be helped here: docs/build-output.md,
 * "One build at a time".)
 *
 * Only in `gatsby build`'s own process: not in its workers (which load the same files), not in
 * `gatsby develop`. Under `npm run build`, the runner holds the lock already and the build, its
 * child, goes on under it.
 */
export function claimBuildLockAtLoad(options: LoadClaimOptions): void {
  const env = options.env ?? process.env;
  if (env.gatsby_executing_command !== "build" || env.GATSBY_WORKER_ID) return;
  const holder = (options.holder ?? globalThis) as WithHeldLock;
  if (holder[HELD]) return;
  const lock = (options.claim ?? claimBuildLock)(options.lockFile);
  if ("heldBy" in lock) {
    (options.log ?? console.error)(`The build did not start: ${lockHeldMessage(lock.heldBy)}.`);
    // Not a throw: Gatsby would take it for a failed compile and compile again, five times.
    (options.exit ?? process.exit)(1);
    return;
  }
  const held: HeldLock = { release: lock.release, handedOver: false };
  holder[HELD] = held;
  const onExit = options.onExit ?? ((listener: () => void) => process.once("exit", listener));
  onExit(() => {
    if (!held.handedOver) held.release();
  });
}

/**
 * The lock for the output guard (onPreInit): the one taken when the project's code was loaded,
 * handed over so that the guard releases it once public/ is put back; or, when nothing took it
 * (the guard called on its own, in a test), claimed now.
 */
export function takeOverBuildLock(lockFile: string, holder: object = globalThis): BuildLock {
  const held = (holder as WithHeldLock)[HELD];
  if (!held) return claimBuildLock(lockFile);
  held.handedOver = true;
  return { release: held.release };
}
