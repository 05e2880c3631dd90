import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { answerClientErrors } from "./client-errors";

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A server that answers every request it gets to see with 200. */
async function listening(): Promise<number> {
  const server = answerClientErrors(http.createServer((_req, res) => res.end("ok")));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)) as unknown;

describe("requests Node refuses before Express sees them", () => {
  it("answers headers over the limit with 431 in the API's error shape", async () => {
    const port = await listening();
    const answer = await raw(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(answer.startsWith("HTTP/1.1 431 Request Header Fields Too Large\r\n")).toBe(true);
    expect(answer).toContain("Content-Type: application/json; charset=utf-8");
    expect(bodyOf(answer)).toEqual({ message: "Request headers or address too long" });
  });

  it("answers an address over the limit the same way", async () => {
    const port = await listening();
    const answer = await raw(port, `GET /api/x?q=${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.startsWith("HTTP/1.1 431 ")).toBe(true);
    expect(bodyOf(answer)).toEqual({ message: "Request headers or address too long" });
  });

  it("answers a malformed request line with 400 in the same shape, and a good request as usual", async () => {
    const port = await listening();
    const bad = await raw(port, "NOT A REQUEST\r\n\r\n");
    expect(bad.startsWith("HTTP/1.1 400 Bad Request\r\n")).toBe(true);
    expect(bodyOf(bad)).toEqual({ message: "Bad request" });
    const good = await raw(port, "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(good.startsWith("HTTP/1.1 200 OK\r\n")).toBe(true);
  });
});
