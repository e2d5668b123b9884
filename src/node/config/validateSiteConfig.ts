import { BuildError, type Problem } from "../errors/BuildError";
import { zodProblems } from "../errors/zodProblems";
import {
  NAVBAR_ITEM_TYPES,
  siteConfigSchema,
  type SiteConfig,
} from "../../shared/siteConfig/schema";

/**
 * Validates the site configuration. Unknown navbar item types are reported first with the
 * allowed types, since zod's own message for a bad discriminator does not list them.
 */
export function validateSiteConfig(file: string, input: unknown): SiteConfig {
  const typeProblems = unknownNavbarTypes(input);
  if (typeProblems.length > 0) throw new BuildError(file, typeProblems);
  const result = siteConfigSchema.safeParse(input);
  if (!result.success) {
    throw new BuildError(file, zodProblems(result.error, input).map(namingTheItem(input)));
  }
  return result.data;
}

/** Navbar and footer items are easier to find by their label than by their index. */
const ITEM_PATH =
  /^(navbar\.items\[(\d+)\](?:\.items\[(\d+)\])?|footer\.links\[(\d+)\]\.items\[(\d+)\])/;

function namingTheItem(input: unknown) {
  const config = input as {
    navbar?: { items?: { label?: unknown; items?: { label?: unknown }[] }[] };
    footer?: { links?: { items?: { label?: unknown }[] }[] };
  };
  return (problem: Problem): Problem => {
    const match = problem.at ? ITEM_PATH.exec(problem.at) : null;
    if (!match) return problem;
    const [, , navbarIndex, childIndex, columnIndex, footerIndex] = match;
    const label =
      navbarIndex !== undefined
        ? childIndex !== undefined
          ? config.navbar?.items?.[Number(navbarIndex)]?.items?.[Number(childIndex)]?.label
          : config.navbar?.items?.[Number(navbarIndex)]?.label
        : config.footer?.links?.[Number(columnIndex)]?.items?.[Number(footerIndex)]?.label;
    if (typeof label !== "string" || label.trim() === "") return problem;
    return { ...problem, message: `item "${label}": ${problem.message}` };
  };
}

function unknownNavbarTypes(input: unknown): Problem[] {
  const items = (input as { navbar?: { items?: unknown } } | undefined)?.navbar?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown, index): Problem[] => {
    const type = (item as { type?: unknown } | null)?.type;
    if (typeof type === "string" && (NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) {
      return [];
    }
    const label = (item as { label?: unknown } | null)?.label;
    const named = typeof label === "string" ? ` (labelled "${label}")` : "";
    return [
      {
        at: `navbar.items[${index}].type`,
        message: `unknown navbar item type ${JSON.stringify(type)}${named}. Allowed types: ${NAVBAR_ITEM_TYPES.join(", ")}`,
      },
    ];
  });
}
