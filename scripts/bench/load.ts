import autocannon from "autocannon";
import type { cpuMeter, cpuSplitMeter } from "./cpu";

/**
 * Who one connection is: its session cookie, the client address the proxy in front of the app would report
 * (X-Forwarded-For; NODE_ENV=production trusts one proxy hop), and its own body if it needs one.
 */
export interface Identity {
  cookie?: string;
  ip: string;
  body?: unknown;
}

export interface LoadSpec {
  name: string;
  path: string;
  method?: "GET" | "POST";
  /** Connection i is identities[i % length]. */
  identities: Identity[];
  body?: unknown;
  /** A new path for every request (each claim targets another question). */
  nextPath?: () => string;
  connections: number;
  durationS: number;
  warmupS: number;
  timeoutS?: number;
}

export interface LoadResult {
  name: string;
  /** Successful (2xx) responses per second: a refused request is not throughput. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  statusCounts: Record<string, number>;
  errors: number;
  timeouts: number;
  connections: number;
  durationS: number;
  /** Mean response size, headers included. */
  bytesPerResponse: number;
  /** Database statements (transactions) per response in the measured run, when a counter was given. */
  statementsPerRequest?: number;
  /** Share of the machine's CPU that processes outside the benchmark took during the measured run. */
  foreignCpuPercent?: number;
  /**
   * CPU milliseconds per response of each party during the measured run: the server process, Postgres, and the load
   * client (autocannon, in the bench's own process, which reads every body into a string), when a split was given.
   */
  cpuMsPerResponse?: Record<CpuParty, number>;
}

export type CpuParty = "server" | "postgres" | "client";

/** Reads a monotonic count of the database's transactions (pg_stat_database), flushed by then. */
export type StatementCounter = () => Promise<number>;

/** One autocannon run against the loopback server: a warm-up, then a measured, time-bounded run. */
export async function runLoad(
  origin: string,
  spec: LoadSpec,
  probes: {
    countStatements?: StatementCounter;
    cpu?: ReturnType<typeof cpuMeter>;
    parties?: ReturnType<typeof cpuSplitMeter>;
  } = {},
): Promise<LoadResult> {
  const { countStatements, cpu, parties } = probes;
  const url = new URL(origin);
  if (url.hostname !== "127.0.0.1") throw new Error(`refusing to load a non-loopback address: ${origin}`);
  const nextPath = spec.nextPath;
  const requestFor = (who: Identity): autocannon.Request => {
    const body = who.body ?? spec.body;
    const headers: Record<string, string> = { "x-forwarded-for": who.ip };
    if (who.cookie) headers.cookie = who.cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    return {
      method: spec.method ?? "GET",
      path: spec.path,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      ...(nextPath ? { setupRequest: (req: autocannon.Request) => ({ ...req, path: nextPath() }) } : {}),
    };
  };
  const identity = (i: number): Identity => {
    const who = spec.identities[i % spec.identities.length];
    if (!who) throw new Error("a load spec needs at least one identity");
    return who;
  };
  let clients = 0;
  const run = (durationS: number) =>
    autocannon({
      url: origin,
      connections: spec.connections,
      duration: durationS,
      timeout: spec.timeoutS ?? 10,
      requests: [requestFor(identity(0))],
      setupClient: (client: autocannon.Client) => client.setRequests([requestFor(identity(clients++))]),
    });
  // The warm-up is a run of its own, so the statement count below covers the measured run only.
  if (spec.warmupS > 0) await run(spec.warmupS);
  const before = await countStatements?.();
  const cpuBefore = cpu?.sample();
  const partiesBefore = parties?.sample();
  const result = await run(spec.durationS);
  const partiesAfter = parties?.sample();
  const cpuAfter = cpu?.sample();
  const after = await countStatements?.();
  const statusCounts: Record<string, number> = {};
  for (const [code, v] of Object.entries(result.statusCodeStats ?? {})) statusCounts[code] = v.count ?? 0;
  return {
    name: spec.name,
    rps: result["2xx"] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    statusCounts,
    errors: result.errors,
    timeouts: result.timeouts,
    connections: spec.connections,
    durationS: result.duration,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
    foreignCpuPercent: cpu?.foreignPercent(cpuBefore, cpuAfter),
    cpuMsPerResponse: parties?.perUnit(partiesBefore, partiesAfter, result.requests.total) as
      Record<CpuParty, number> | undefined,
    statementsPerRequest:
      before === undefined || after === undefined || !result.requests.total
        ? undefined
        : (after - before) / result.requests.total,
  };
}
