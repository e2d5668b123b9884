/**
 * The HTTP settings both servers share: nginx reads them from the generated include, the
 * Node server (src/node/server/) from these constants. Each is written out in the configuration
 * even where it is nginx's default, so an `http` block around the include, or another nginx
 * version, cannot make nginx answer otherwise than the Node server.
 */

/**
 * The largest request body, from its Content-Length (nginx's `client_max_body_size`): past it,
 * 413. The site takes no body at all; nginx's default of 1 MiB is kept so a client that sends
 * one by mistake (a form, a proxy) is still answered as it would be by any nginx. A chunked body
 * is never measured: nginx discards it unread for a static file, and so does the Node server.
 */
export const CLIENT_MAX_BODY_SIZE = 1024 * 1024;

/**
 * How nginx holds a request's head (`client_header_buffer_size`, `large_client_header_buffers`):
 * it starts in a buffer of 1 KiB; a line that does not fit moves to one of 4 buffers of 8 KiB.
 * A request line longer than one large buffer answers 414, a header line longer than one 400,
 * and a head that needs a fifth large buffer 400 too (src/node/server/requestLimits.ts).
 */
export const CLIENT_HEADER_BUFFER_SIZE = 1024;
export const LARGE_HEADER_BUFFERS = { count: 4, size: 8 * 1024 } as const;

/** The Content-Type of a file whose extension names no type (nginx's `default_type`). */
export const DEFAULT_TYPE = "application/octet-stream";

/**
 * `If-Modified-Since` answers 304 when the file is no newer than the date, as RFC 9110 says
 * (nginx's `if_modified_since before`). nginx's default, `exact`, 304s only for the very date of
 * Last-Modified, so a client sending the time it fetched the file always got the whole file again.
 */
export const IF_MODIFIED_SINCE = "before";

/**
 * How long a connection closed after a refusal (413, 414, 400) keeps reading what the client
 * still sends, and throws it away (nginx's `lingering_time` and `lingering_timeout`): closing
 * with unread bytes makes the system reset the connection, and the client may lose the answer
 * before reading it (a 10 MB upload refused with 413 then reads "connection reset").
 */
export const LINGERING_TIME_SECONDS = 30;
export const LINGERING_TIMEOUT_SECONDS = 5;

/**
 * How long a connection may go without the client reading any of its answer before it is closed
 * (nginx's `send_timeout`, 60 s by default; the Node server closes a connection that neither
 * reads nor writes for as long). A client that sends requests and reads nothing holds what the
 * server keeps for it (src/node/server/pipelineGate.ts) this long at most.
 */
export const SEND_TIMEOUT_SECONDS = 60;

/** The directives of the generated nginx configuration for the settings above. */
export function nginxHttpSettings(): string[] {
  const kib = (bytes: number) => `${bytes / 1024}k`;
  return [
    "etag on;",
    `if_modified_since ${IF_MODIFIED_SINCE};`,
    `default_type ${DEFAULT_TYPE};`,
    `client_max_body_size ${kib(CLIENT_MAX_BODY_SIZE)};`,
    `client_header_buffer_size ${kib(CLIENT_HEADER_BUFFER_SIZE)};`,
    `large_client_header_buffers ${LARGE_HEADER_BUFFERS.count} ${kib(LARGE_HEADER_BUFFERS.size)};`,
    `lingering_time ${LINGERING_TIME_SECONDS}s;`,
    `lingering_timeout ${LINGERING_TIMEOUT_SECONDS}s;`,
    `send_timeout ${SEND_TIMEOUT_SECONDS}s;`,
  ];
}
