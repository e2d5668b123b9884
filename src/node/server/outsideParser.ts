import http from "node:http";
import type net from "node:net";
import { closeWhenClientStops } from "./lingeringClose";

/**
 * Requests Node's HTTP parser does not give the request handler, answered by it all the same, as
 * nginx answers them: CONNECT (Node emits `connect` and, without a listener, drops the
 * connection) and a method the parser does not know (`FOO`: it fails with a bare 400, where nginx
 * answers 405 on a file and 404 elsewhere, like any other method: src/node/server/methods.ts).
 */

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** Runs the handler on a connection the parser has let go of, and closes it after the answer. */
export function answerOnSocket(
  request: http.IncomingMessage,
  socket: net.Socket,
  handler: Handler,
): void {
  const response = new http.ServerResponse(request);
  // The parser no longer reads this connection: nothing can follow on it.
  response.shouldKeepAlive = false;
  response.assignSocket(socket);
  response.once("finish", () => {
    response.detachSocket(socket);
    closeWhenClientStops(socket);
  });
  handler(request, response);
}

/** A request head as read from the bytes themselves. */
export interface ReadHead {
  method: string;
  url: string;
  httpVersion: "1.0" | "1.1";
  rawHeaders: string[];
}

const REQUEST_LINE = /^(\S+) (\S+) HTTP\/(1\.[01])$/;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * The head of a request in the bytes Node's parser refused (its error's `rawPacket`), when they
 * hold a whole one: `METHOD target HTTP/1.x`, header lines, an empty line. undefined otherwise
 * (the head split over several packets, or no HTTP at all), which stays a 400.
 */
export function readHead(packet: Buffer): ReadHead | undefined {
  const text = packet.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  if (end === -1) return undefined;
  const [requestLine = "", ...lines] = text.slice(0, end).split("\r\n");
  const match = REQUEST_LINE.exec(requestLine);
  if (!match) return undefined;
  const [, method = "", url = "", httpVersion] = match;
  const rawHeaders: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon);
    if (colon === -1 || !HEADER_NAME.test(name)) return undefined;
    rawHeaders.push(name, line.slice(colon + 1).trim());
  }
  return { method, url, httpVersion: httpVersion === "1.0" ? "1.0" : "1.1", rawHeaders };
}

/** An IncomingMessage for a head read from the bytes; its body, if any, is not read. */
export function requestFromHead(head: ReadHead, socket: net.Socket): http.IncomingMessage {
  const request = new http.IncomingMessage(socket);
  request.method = head.method;
  request.url = head.url;
  request.httpVersion = head.httpVersion;
  request.httpVersionMajor = 1;
  request.httpVersionMinor = head.httpVersion === "1.0" ? 0 : 1;
  // Node builds `headers` from `rawHeaders` when first read, joining repeated names its way.
  request.rawHeaders = head.rawHeaders;
  request.complete = true;
  request.push(null);
  return request;
}
