import {
  CLIENT_HEADER_BUFFER_SIZE,
  CLIENT_MAX_BODY_SIZE,
  LARGE_HEADER_BUFFERS,
} from "../deploy/httpSettings";

/** A request's head as the Node server received it. */
export interface RequestHead {
  method: string;
  /** The request target as sent. */
  url: string;
  httpVersion: string;
  /** Names and values, alternately, as Node's `rawHeaders`. */
  rawHeaders: string[];
  contentLength: string | undefined;
}

/** What nginx answers a request too large for its settings (src/node/deploy/httpSettings.ts). */
export type LimitRefusal =
  /** The request line does not fit a large header buffer. */
  | { status: 414 }
  /** A header line does not fit one, or the head needs more of them than there are. */
  | { status: 400; headerTooLarge: true }
  /** The Content-Length is over client_max_body_size. */
  | { status: 413 };

const CRLF = 2;

/**
 * The limit a request breaks, in the order nginx meets them (the request line as it is read,
 * then the headers, then the body's announced length), or undefined. Node's parser has dropped
 * the spacing around header values: each header line is counted as `Name: value`, the way
 * clients write it.
 */
export function exceededLimit(head: RequestHead): LimitRefusal | undefined {
  const requestLine = `${head.method} ${head.url} HTTP/${head.httpVersion}`.length + CRLF;
  const headerLines: number[] = [];
  for (let index = 0; index + 1 < head.rawHeaders.length; index += 2) {
    const [name = "", value = ""] = head.rawHeaders.slice(index, index + 2);
    headerLines.push(`${name}: ${value}`.length + CRLF);
  }
  if (requestLine > LARGE_HEADER_BUFFERS.size) return { status: 414 };
  // The empty line that ends the head has to fit as well.
  if (!fitsHeaderBuffers([requestLine, ...headerLines, CRLF])) {
    return { status: 400, headerTooLarge: true };
  }
  const length = Number(head.contentLength);
  if (head.contentLength !== undefined && length > CLIENT_MAX_BODY_SIZE) return { status: 413 };
  return undefined;
}

/**
 * Whether lines of these lengths fit nginx's header buffers: they fill the first, small buffer
 * in turn; a line that would cross its end moves whole to a new large buffer, and so on, a line
 * never being split. Past the last large buffer, or with a line larger than one, nginx refuses.
 */
export function fitsHeaderBuffers(lineLengths: number[]): boolean {
  let capacity = CLIENT_HEADER_BUFFER_SIZE;
  let used = 0;
  let largeBuffers = 0;
  for (const length of lineLengths) {
    if (used + length <= capacity) {
      used += length;
      continue;
    }
    largeBuffers += 1;
    if (largeBuffers > LARGE_HEADER_BUFFERS.count || length > LARGE_HEADER_BUFFERS.size) {
      return false;
    }
    capacity = LARGE_HEADER_BUFFERS.size;
    used = length;
  }
  return true;
}
