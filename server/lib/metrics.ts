import http from "node:http";
import type { RequestHandler } from "express";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type pg from "pg";

export interface Metrics {
  registry: Registry;
  /** Times each request by its route pattern and status (mounted first in createApp). */
  middleware: RequestHandler;
  /** A run of the timed changes' job in this process (lifecycle/jobs.ts). */
  jobRan(outcome: "ok" | "failed"): void;
}

/**
 * Prometheus metrics (docs/decisions/024), on a registry of the app's own, made only when METRICS_PORT is set.
 * Requests are labelled by their route pattern (`/api/questions/:id`), never the raw path, so ids and tokens
 * never become labels. The pool and mail gauges are read when scraped.
 */
export function createMetrics(
  pool: pg.Pool,
  /** What the mail module reports of its queue (modules/mail/queue.ts mailQueueDepth). */
  sources: { mailDepth(): Promise<{ waiting: number; failed: number }> },
): Metrics {
  const registry = new Registry();
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: "db_pool_connections",
    help: "Database pool connections by state: in use, idle, and requests waiting for one",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  new Gauge({
    name: "mail_queue_messages",
    help: "Mail in the queue: waiting (created or to retry), and failed (gave up after every try)",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const depth = await sources.mailDepth();
      this.set({ state: "waiting" }, depth.waiting);
      this.set({ state: "failed" }, depth.failed);
    },
  });
  const jobs = new Counter({
    name: "scheduled_jobs_run_total",
    help: "Runs of the timed changes (holds, expiries, auto-closes, retention) in this process, by outcome",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });

  const middleware: RequestHandler = (req, res, next) => {
    const end = duration.startTimer();
    // The pattern Express matched (mount path + route path), taken when it matches: an error thrown in the route
    // reaches the error handler after the routers have put req.baseUrl back.
    let route = "unmatched";
    let matched: unknown;
    Object.defineProperty(req, "route", {
      configurable: true,
      enumerable: true,
      get: () => matched,
      set(value: { path?: unknown } | undefined) {
        matched = value;
        if (typeof value?.path === "string") route = `${req.baseUrl}${value.path}`.replace(/(.)\/$/, "$1");
      },
    });
    res.on("finish", () => end({ method: req.method, route, status: String(res.statusCode) }));
    next();
  };
  return { registry, middleware, jobRan: (outcome) => jobs.inc({ outcome }) };
}

/** The second listener: GET /metrics on its own port, nothing else. */
export function serveMetrics(metrics: Metrics, port: number, host?: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" || req.url !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { "Content-Type": metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
