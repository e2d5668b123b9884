import type http from "node:http";
import type net from "node:net";

/**
 * A client may send many requests on one connection before it reads any answer (pipelining).
 * Node's HTTP server parses every request of what it has read and hands each to the handler at
 * once; answers go out in order, so all but the first wait, each with its open file, its gzip
 * stream and what they have read: 2,000 pipelined GETs from a client that reads nothing held
 * 139 MB. nginx answers one request of a connection at a time and reads no further meanwhile.
 *
 * So does this gate: one request of a connection is handled at a time, the next once its answer
 * is sent; the others wait, parsed but not handled (Node's request and response objects, about
 * 2 KB each). While PIPELINE_LIMIT requests wait, the connection is not read: the client's
 * further requests stay in its own buffers and the kernel's, and it feels TCP's backpressure.
 */

/**
 * How many parsed requests may wait on one connection before it is no longer read. One waiting
 * request would keep the connection busy (the next is ready when an answer ends); a few more
 * cover a burst that arrives in several reads. Browsers do not pipeline; the clients that do send
 * a handful at a time. Node parses the whole of what it has read before the pause takes effect,
 * so up to one read more (64 KiB of request text, at most about 2,500 requests of 26 bytes) may
 * be waiting: the bound per connection is this limit plus one read.
 */
export const PIPELINE_LIMIT = 16;

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** What the server holds for its connections at one moment (its own accounting, for tests). */
export interface PipelineLoad {
  /** Open connections that have sent a request. */
  connections: number;
  /** Requests being handled: at most one per connection. */
  handling: number;
  /** Requests parsed and waiting for the one before them to be answered. */
  waiting: number;
  /** The most requests that waited on one connection at once, since the server started. */
  mostWaiting: number;
  /** Connections not being read because too many of their requests wait. */
  paused: number;
  /** Bytes of answers queued in the server for sockets, not yet handed to the system. */
  unsentBytes: number;
}

interface Connection {
  socket: net.Socket;
  waiting: [http.IncomingMessage, http.ServerResponse][];
  handling: boolean;
  /** Whether this gate paused the socket (Node pauses it too, for reasons of its own). */
  paused: boolean;
}

export interface PipelineGate {
  /** The server's `request` listener: handles the request now, or once those before it are answered. */
  admit: Handler;
  load(): PipelineLoad;
}

export function pipelineGate(handler: Handler, limit = PIPELINE_LIMIT): PipelineGate {
  const connections = new Map<net.Socket, Connection>();
  let mostWaiting = 0;

  /** Reads the connection only while fewer than `limit` of its requests wait. */
  function regulate(connection: Connection): void {
    const full = connection.waiting.length >= limit;
    if (full && !connection.paused) {
      connection.paused = true;
      connection.socket.pause();
    } else if (!full && connection.paused) {
      connection.paused = false;
      // Node keeps the socket paused if it paused it itself (its answers not yet drained).
      connection.socket.resume();
    }
  }

  function handleNext(connection: Connection): void {
    const next = connection.waiting.shift();
    regulate(connection);
    if (!next) return;
    const [request, response] = next;
    connection.handling = true;
    // `close` follows `finish` (the answer handed to the socket), and also comes when the
    // connection is lost: then nothing more is answered on it.
    response.once("close", () => {
      connection.handling = false;
      if (!connection.socket.destroyed) handleNext(connection);
    });
    handler(request, response);
  }

  function connectionOf(socket: net.Socket): Connection {
    const known = connections.get(socket);
    if (known) return known;
    const connection: Connection = { socket, waiting: [], handling: false, paused: false };
    connections.set(socket, connection);
    socket.once("close", () => connections.delete(socket));
    // Node resumes a socket it paused once its answers drain, and a request's body being read
    // resumes it too: a connection with too many requests waiting is paused again at once.
    socket.on("resume", () => {
      if (connection.paused) socket.pause();
    });
    return connection;
  }

  return {
    admit(request, response) {
      const connection = connectionOf(request.socket);
      connection.waiting.push([request, response]);
      if (connection.handling) regulate(connection);
      else handleNext(connection);
      mostWaiting = Math.max(mostWaiting, connection.waiting.length);
    },
    load() {
      const all = [...connections.values()];
      return {
        connections: all.length,
        handling: all.filter((connection) => connection.handling).length,
        waiting: all.reduce((sum, connection) => sum + connection.waiting.length, 0),
        mostWaiting,
        paused: all.filter((connection) => connection.paused).length,
        unsentBytes: all.reduce((sum, connection) => sum + connection.socket.writableLength, 0),
      };
    },
  };
}
