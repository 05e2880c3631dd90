import { STATUS_CODES, type Server } from "node:http";
import type { Duplex } from "node:stream";

/** What Node refuses before any middleware sees the request, as status and message. */
function refusal(code: string | undefined): [number, string] {
  if (code === "HPE_HEADER_OVERFLOW") return [431, "Request headers or address too long"];
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, "Request timed out"];
  return [400, "Bad request"];
}

/**
 * A request Node's parser refuses (headers or an address over its 16 kB, a malformed request line, headers that never
 * finish) is answered before Express sees it. Node's own answer has an empty body; this one carries the API's error
 * shape, `{ "message": … }` (docs/architecture.md, "Errors and status codes"). A connection already reset is just closed.
 */
export function answerClientErrors(server: Server): Server {
  server.on("clientError", (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, message] = refusal(err.code);
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        "Connection: close\r\n\r\n" +
        body,
    );
  });
  return server;
}
