/**
 * A small deterministic random source for generated test cases and benchmark sets: the same seed gives the same
 * cases on every run and every machine, so a failure names a seed and a case that reproduce it.
 * (mulberry32: 32 bits of state, good enough to spread cases, not for anything else.)
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, count). */
  below(count: number): number;
  /** One of the items, each as likely. */
  oneOf<T>(items: readonly T[]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const below = (count: number) => Math.floor(next() * count);
  return {
    next,
    below,
    oneOf<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error("oneOf needs at least one item");
      return items[below(items.length)] as T;
    },
    chance: (probability) => next() < probability,
  };
}
