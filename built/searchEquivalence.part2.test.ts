import { describeSearchEquivalence } from "./searchEquivalence";

/** Part 2 of 2 of the search-equivalence queries (built/searchEquivalence.ts). */
describeSearchEquivalence(1, 2);
