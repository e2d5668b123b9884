/**
 * The file name of a benchmark run under bench/results/runs/: its ISO date, made safe for every
 * file system (no colons), sorting in time order. `2026-11-28T16:05:42.123Z` →
 * `2026-11-28T16-05-42Z.md`.
 */
export function datedRunName(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) throw new Error(`not a date: ${isoDate}`);
  return `${date
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-")}.md`;
}
