import { describeSearchEquivalence } from "./searchEquivalence";

/** Part 1 of 2 of the search-equivalence queries (built/searchEquivalence.ts). */
describeSearchEquivalence(0, 2);
