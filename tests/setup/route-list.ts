import type { Express } from "express";

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
