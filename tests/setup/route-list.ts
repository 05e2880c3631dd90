import type { Express } from "express";
import { systemClock } from "../../server/lib/clock";

interface LayerLike {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: LayerLike[] };
  rawPath?: string | string[];
  slash?: boolean;
}

/** Every METHOD /path the app routes, read from Express's own router (mounted routers included). */
export function listRoutes(app: Express): string[] {
  const out: string[] = [];
  const walk = (stack: LayerLike[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const p of paths) {
          for (const m of Object.keys(layer.route.methods)) {
            const full = `${prefix}${p}`.replace(/(.)\/$/, "$1");
            if (m !== "_all") out.push(`${m.toUpperCase()} ${full}`);
          }
        }
      } else if (layer.handle.stack) {
        const mount = layer.slash || typeof layer.rawPath !== "string" ? "" : layer.rawPath.replace(/\/$/, "");
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: LayerLike[] } }).router.stack, "");
  return [...new Set(out)].sort();
}

/** The routes of a throwaway app (no connection is ever made), for test collection time. */
export async function listAppRoutes(): Promise<string[]> {
  const { createApp } = await import("../../server/app");
  const { loadConfig } = await import("../../server/config");
  const { createDatabase } = await import("../../server/db");
  const { createLogger } = await import("../../server/lib/logger");
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: "postgres://unused@127.0.0.1:1/none",
  });
  const logger = createLogger("silent");
  const database = createDatabase(config.databaseUrl!, logger);
  const mailer = {
    send: async () => undefined,
    sendMany: async () => undefined,
    idle: async () => undefined,
    delivers: false,
  };
  const { app } = createApp({
    config,
    database,
    logger,
    mailer,
    sessionSecret: "x".repeat(40),
    twoFactorKey: Buffer.alloc(32),
    clock: systemClock,
  });
  await database.close();
  return listRoutes(app);
}
