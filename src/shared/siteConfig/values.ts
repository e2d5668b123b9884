import { colord, extend } from "colord";
import namesPlugin from "colord/plugins/names";
import { z } from "zod";
import { classifyUrl } from "../urlSafety";

// CSS colour names (`white`, `rebeccapurple`) besides hex, rgb() and hsl().
extend([namesPlugin]);

/** A string with something in it besides spaces. */
export const nonBlank = z.string().refine((value) => value.trim() !== "", {
  message: "must not be empty or blank",
});

/** A CSS colour: hex, rgb(), hsl() or a colour name. */
export const cssColor = z.string().refine((value) => colord(value).isValid(), {
  message: 'must be a CSS colour such as "#1c2a4a", "rgb(28 42 74)", "hsl(220 45% 20%)" or "white"',
});

function refusal(url: string, expected: string): string {
  const result = classifyUrl(url);
  return result.kind === "unsafe"
    ? `${result.reason}; expected ${expected}`
    : `expected ${expected}`;
}

/** A path of this site (`/docs/about`): `//host` and other schemes are refused. */
export const sitePath = z.string().superRefine((value, context) => {
  if (classifyUrl(value).kind !== "site-path")
    context.addIssue({ code: "custom", message: refusal(value, "a site path starting with /") });
});

/** A full URL to another site: http(s) with a host, mailto: or tel:. */
export const externalUrl = z.string().superRefine((value, context) => {
  const kind = classifyUrl(value).kind;
  if (kind !== "external" && kind !== "mailto" && kind !== "tel")
    context.addIssue({
      code: "custom",
      message: refusal(value, "a full http(s):// URL, mailto: or tel:"),
    });
});

/** An http(s) URL with a host, such as the site's own address. */
export const httpUrl = z.string().superRefine((value, context) => {
  if (classifyUrl(value).kind !== "external")
    context.addIssue({ code: "custom", message: refusal(value, "a full http(s):// URL") });
});
