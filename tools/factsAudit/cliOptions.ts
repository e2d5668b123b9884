import path from "node:path";
import { assertOutside, DEFAULT_CHECKOUTS, DEFAULT_MIRRORS } from "./checkouts";

/** `--name value` from a command line, or undefined. */
export function optionValue(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/**
 * The options the facts scripts share: the facts file (`--facts`), the folder of checkouts
 * (`--checkouts`, which must lie outside the project) and the mirrors they are made from
 * (`--mirrors`).
 */
export function factsScriptPaths(
  args: readonly string[],
  projectRoot: string,
): { factsFile: string; checkouts: string; mirrors: string } {
  const checkouts = path.resolve(optionValue(args, "--checkouts") ?? DEFAULT_CHECKOUTS);
  assertOutside(checkouts, projectRoot);
  return {
    factsFile: path.resolve(
      optionValue(args, "--facts") ?? path.join(projectRoot, "data/wemap-sdk-facts.json"),
    ),
    checkouts,
    mirrors: optionValue(args, "--mirrors") ?? DEFAULT_MIRRORS,
  };
}
