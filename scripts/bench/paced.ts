import http from "node:http";
import type { LoadResult, LoadSpec } from "./load";

/**
 * An open-loop load: requests leave at a steady rate whatever the server does, as people's clicks would, and each
 * latency is counted from the moment its request was due to leave, so a request held back by a busy server (or by
 * all connections being taken) counts the wait. autocannon's own rate limit sends each second's share in a burst at
 * the start of the second, and without one it saturates the server, where latency only measures the queue that the
 * saturation builds (docs/performance.md, docs/performance.md "Claims at a steady rate").
 */
export async function runPaced(origin: string, spec: LoadSpec & { rate: number }): Promise<LoadResult> {
  const url = new URL(origin);
  if (url.hostname !== "127.0.0.1") throw new Error(`refusing to load a non-loopback address: ${origin}`);
  if (!spec.identities.length) throw new Error("a load spec needs at least one identity");
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
  const timeoutMs = (spec.timeoutS ?? 10) * 1000;
  let sent = 0;

  type Outcome = { ms: number; status: number; bytes: number } | { ms: number; error: "timeout" | "error" };
  const send = (due: number): Promise<Outcome> => {
    const n = sent++;
    const who = spec.identities[n % spec.identities.length]!;
    const body = who.body ?? spec.body;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { "x-forwarded-for": who.ip };
    if (who.cookie) headers.cookie = who.cookie;
    if (payload !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = String(Buffer.byteLength(payload));
    }
    return new Promise((resolve) => {
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: spec.method ?? "GET",
          path: spec.nextPath ? spec.nextPath() : spec.path,
          headers,
        },
        (res) => {
          let bytes = 0;
          res.on("data", (chunk: Buffer) => (bytes += chunk.length));
          res.on("end", () => resolve({ ms: performance.now() - due, status: res.statusCode ?? 0, bytes }));
        },
      );
      req.setTimeout(timeoutMs, () => {
        req.destroy();
        resolve({ ms: performance.now() - due, error: "timeout" });
      });
      req.on("error", () => resolve({ ms: performance.now() - due, error: "error" }));
      req.end(payload);
    });
  };

  // Every request of the phase leaves at its due time; the phase ends when the last one has returned.
  const phase = async (seconds: number): Promise<Outcome[]> => {
    const count = Math.round(seconds * spec.rate);
    const start = performance.now();
    const pending: Promise<Outcome>[] = [];
    for (let i = 0; i < count; i++) {
      const due = start + (i * 1000) / spec.rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      pending.push(send(due));
    }
    return Promise.all(pending);
  };

  try {
    if (spec.warmupS > 0) await phase(spec.warmupS);
    const outcomes = await phase(spec.durationS);
    const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
    const statusCounts: Record<string, number> = {};
    let ok = 0;
    let bytes = 0;
    let errors = 0;
    let timeouts = 0;
    for (const o of outcomes) {
      if ("error" in o) {
        if (o.error === "timeout") timeouts++;
        else errors++;
        continue;
      }
      statusCounts[o.status] = (statusCounts[o.status] ?? 0) + 1;
      if (o.status >= 200 && o.status < 300) ok++;
      bytes += o.bytes;
    }
    const answered = outcomes.length - errors - timeouts;
    return {
      name: spec.name,
      rps: ok / spec.durationS,
      p50: at(0.5),
      p99: at(0.99),
      requests: outcomes.length,
      non2xx: answered - ok,
      statusCounts,
      errors,
      timeouts,
      connections: spec.connections,
      durationS: spec.durationS,
      bytesPerResponse: answered ? bytes / answered : 0,
    };
  } finally {
    agent.destroy();
  }
}
