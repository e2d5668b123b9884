import type { PluginFile, Point } from "../../mdx/tree";

/** A message a plugin reported on the fake file. */
export interface ReportedMessage {
  reason: string;
  place?: { start: Point } | Point;
  fatal?: boolean | null;
}

/** A stand-in for the vfile unified hands plugins, recording what they report. */
export function fakeFile(
  path = "content/docs/a.mdx",
): PluginFile & { messages: ReportedMessage[] } {
  const messages: ReportedMessage[] = [];
  return {
    path,
    data: {},
    messages,
    message(reason, place) {
      const message: ReportedMessage = { reason, place, fatal: false };
      messages.push(message);
      return message;
    },
  };
}
