import fs from "node:fs";
import path from "node:path";
import express, { type Express } from "express";

export const CLIENT_DIST = path.resolve(process.cwd(), "dist/client");

/** Serves the built SPA: hashed assets cached for a year, index.html never cached, every non-API path gets it. */
export function serveBuiltClient(app: Express, dir = CLIENT_DIST): boolean {
  const indexHtml = path.join(dir, "index.html");
  // The API still works without a client build (scripts, tests); `npm start` always builds first.
  if (!fs.existsSync(indexHtml)) return false;
  app.use(
    express.static(dir, {
      index: false,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.get("/{*splat}", (_req, res) => {
    res.setHeader("Cache-Control", "no-cache");
    // Relative to `root`: send refuses dot folders anywhere in an absolute path (an install under ~/.local).
    res.sendFile("index.html", { root: dir });
  });
  return true;
}

/** Development: Vite in middleware mode, so the client and the API share one origin and port. */
export async function serveViteDev(app: Express) {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "spa" });
  app.use(vite.middlewares);
  return vite;
}
