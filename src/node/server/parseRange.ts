/** What a `Range` header asks of a file of `size` bytes, read as nginx reads it. */
export type RangeRequest =
  /** No header, another unit, or several ranges (nginx's `max_ranges 1`): the whole file. */
  | { kind: "whole" }
  /** A range that cannot be served: 416 with `Content-Range: bytes *\/size`. */
  | { kind: "unsatisfiable" }
  /** One range, both ends inclusive and inside the file. */
  | { kind: "range"; start: number; end: number };

const SPEC = /^\s*(?:(\d+)\s*-\s*(\d*)|-\s*(\d+))\s*$/;

/**
 * Reads a `Range` header like nginx (ngx_http_range_filter_module): only `bytes=` followed by
 * something; a spec that
 * is not `first-last`, `first-` or `-suffix` makes the request unsatisfiable (416), and so does a
 * header whose every range is empty (a last before the first, a first at or past the end, an
 * empty suffix `-0`); a last past the end is cut to it; a second range that could be served makes it the whole file, as nginx with
 * `max_ranges 1` does (one range is all a reader's browser asks for).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  // `bytes=` and nothing after it is no range at all for nginx: the whole file.
  if (header === undefined || !/^bytes=./i.test(header)) return { kind: "whole" };
  const specs = header.slice("bytes=".length).split(",");
  const ranges: { start: number; end: number }[] = [];
  for (const spec of specs) {
    const match = SPEC.exec(spec);
    if (!match) return { kind: "unsatisfiable" };
    const [, first, last, suffix] = match;
    const start = suffix !== undefined ? Math.max(0, size - Number(suffix)) : Number(first);
    const end =
      suffix !== undefined || last === "" || last === undefined
        ? size - 1
        : Math.min(Number(last), size - 1);
    // A range with nothing in it (`100-50`, `-0`, past the end) is skipped, as nginx does.
    if (start > end || start >= size || (suffix !== undefined && Number(suffix) === 0)) continue;
    ranges.push({ start, end });
    // nginx stops reading at a second range it could serve, and sends the whole file.
    if (ranges.length > 1) return { kind: "whole" };
  }
  if (ranges.length === 0) return { kind: "unsatisfiable" };
  const [range] = ranges as [{ start: number; end: number }];
  return { kind: "range", ...range };
}

/**
 * The Range header to hand `send` so that it serves what nginx would. send reads ranges with
 * range-parser, which disagrees with nginx on some headers (`bytes=0-1,abc` is 416 for nginx and
 * a range for it; `bytes=0-1,0-1` the whole file for nginx and one range for it): the header is
 * read here by parseRange and spelt again so both parsers agree, `bytes=<size>-` standing for a
 * range with nothing in it. send still decides, after the conditional headers (a 304 or a 412
 * comes before any 416, as in nginx), and checks an entity-tag If-Range against its ETag. An
 * If-Range date must be the file's Last-Modified exactly (RFC 9110 13.1.5, and nginx), where
 * send accepts any later date: a file put back to an older version would otherwise resume a
 * download with the bytes of another.
 */
export function rangeForSend(
  header: string | undefined,
  ifRange: string | undefined,
  size: number,
  lastModified: Date,
): string | undefined {
  const range = parseRange(header, size);
  if (range.kind === "whole") return undefined;
  if (ifRange !== undefined && !ifRange.includes('"')) {
    const seconds = Math.floor(lastModified.getTime() / 1000);
    if (Date.parse(ifRange) !== seconds * 1000) return undefined;
  }
  return range.kind === "unsatisfiable" ? `bytes=${size}-` : `bytes=${range.start}-${range.end}`;
}
