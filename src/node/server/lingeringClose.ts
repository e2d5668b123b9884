import type http from "node:http";
import type net from "node:net";
import { LINGERING_TIME_SECONDS, LINGERING_TIMEOUT_SECONDS } from "../deploy/httpSettings";

/**
 * Closing a connection while the client is still sending (the rest of a 10 MB upload refused
 * with 413) makes the system answer those bytes with a reset, and a client that reads after it
 * has sent loses the answer. nginx keeps reading and dropping what comes, for a while, before it
 * closes (lingering close); so does the Node server, with nginx's times (httpSettings.ts).
 */

/**
 * Reads and drops what `source` receives, then calls `close`: when the client has finished,
 * has sent nothing for the lingering timeout, or after the lingering time, whichever is first.
 */
function whenClientStops(source: net.Socket | http.IncomingMessage, close: () => void): void {
  // Nothing more will come: a request without a body, already read.
  if (source.readableEnded) {
    close();
    return;
  }
  let done = false;
  const stopAfter = (seconds: number) => {
    const timer = setTimeout(finish, seconds * 1000);
    timer.unref();
    return timer;
  };
  const total = stopAfter(LINGERING_TIME_SECONDS);
  let idle = stopAfter(LINGERING_TIMEOUT_SECONDS);
  function finish() {
    if (done) return;
    done = true;
    clearTimeout(total);
    clearTimeout(idle);
    close();
  }
  source.on("data", () => {
    clearTimeout(idle);
    idle = stopAfter(LINGERING_TIMEOUT_SECONDS);
  });
  source.once("end", finish);
  source.once("close", finish);
  source.once("error", finish);
  source.resume();
}

/**
 * Sends a refusal whose connection closes after it (Content-Length already set), and ends the
 * response, which closes the connection, only once the request's body is read: the client has
 * the whole answer at once, and no reset follows it.
 */
export function refuseAndClose(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  body: string | undefined,
): void {
  response.setHeader("Connection", "close");
  if (body === undefined) response.flushHeaders();
  else response.write(body);
  whenClientStops(request, () => response.end());
}

/**
 * Closes a connection that Node's HTTP parser has let go of (a CONNECT, a head it could not
 * read), once the answer written on it is sent and the client has stopped sending.
 */
export function closeWhenClientStops(socket: net.Socket): void {
  socket.end();
  whenClientStops(socket, () => socket.destroy());
}
