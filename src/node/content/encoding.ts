/** Where a file's bytes stop being UTF-8, as a writer finds it in an editor. */
export interface EncodingProblem {
  line: number;
  column: number;
  /** The first byte that is not UTF-8, as `0xE9`. */
  byte: string;
}

const BOM = "\uFEFF";

/** The text without the byte order mark some editors put first: the build reads it without. */
export function stripBom(text: string): string {
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/**
 * The place of the first byte sequence that is not UTF-8, or `undefined` when the whole file
 * is. Decoding such a file anyway would publish U+FFFD (�) where the writer wrote `é` in
 * Latin-1: the build refuses it instead. Columns count characters, as editors do.
 */
export function invalidUtf8At(bytes: Uint8Array): EncodingProblem | undefined {
  const bad = firstInvalidByte(bytes);
  if (bad === undefined) return undefined;
  const prefix = stripBom(new TextDecoder("utf-8").decode(bytes.subarray(0, bad)));
  const lines = prefix.split("\n");
  return {
    line: lines.length,
    column: (lines.at(-1)?.length ?? 0) + 1,
    byte: `0x${(bytes[bad] ?? 0).toString(16).toUpperCase().padStart(2, "0")}`,
  };
}

/** The index of the first byte that does not start a well-formed UTF-8 character. */
function firstInvalidByte(bytes: Uint8Array): number | undefined {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    // The length of the character and the range its second byte must be in (RFC 3629).
    let length = 1;
    let [min, max] = [0x80, 0xbf];
    if (lead < 0x80) length = 1;
    else if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) min = 0xa0;
      if (lead === 0xed) max = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) min = 0x90;
      if (lead === 0xf4) max = 0x8f;
    } else return index;
    for (let next = 1; next < length; next += 1) {
      const byte = bytes[index + next];
      const [low, high] = next === 1 ? [min, max] : [0x80, 0xbf];
      if (byte === undefined || byte < low || byte > high) return index;
    }
    index += length;
  }
  return undefined;
}
