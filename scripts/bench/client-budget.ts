import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export interface Asset {
  file: string;
  kind: "js" | "css";
  /** How the page gets it: the entry script, a modulepreload, a stylesheet, or loaded later by the page. */
  via: string;
  bytes: number;
  gzipBytes: number;
}

export interface ClientBudget {
  assets: Asset[];
  jsGzip: number;
  cssGzip: number;
}

/** Size of a built file, raw and gzipped (zlib's default level, the figure Vite prints after a build). */
export function measureAsset(clientDir: string, urlPath: string, via: string): Asset {
  const file = path.join(clientDir, urlPath.replace(/^\//, ""));
  const data = fs.readFileSync(file);
  return {
    file: urlPath,
    kind: urlPath.endsWith(".css") ? "css" : "js",
    via,
    bytes: data.length,
    gzipBytes: zlib.gzipSync(data).length,
  };
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}=["']([^"']+)["']`).exec(tag)?.[1];

/**
 * The initial JS and CSS of the landing page: what the built index.html loads before any route code runs
 * (the entry module, its modulepreloads, and its stylesheets), and the messages of the page's language that the entry
 * loads before the first draw: the larger of the two languages', so the figure holds for either
 * (docs/decisions/038). Route chunks loaded afterwards are not here.
 */
export function initialClientBudget(clientDir: string): ClientBudget {
  const html = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
  const assets: Asset[] = [];
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = attr(tag, "src");
    if (src) assets.push(measureAsset(clientDir, src, "entry script"));
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const rel = attr(tag, "rel");
    const href = attr(tag, "href");
    if (!href) continue;
    if (rel === "modulepreload") assets.push(measureAsset(clientDir, href, "modulepreload"));
    if (rel === "stylesheet") assets.push(measureAsset(clientDir, href, "stylesheet"));
  }
  // Per language, its landing catalog and the server's words in it (docs/decisions/040); the larger language counts.
  const perLanguage = new Map<string, Asset[]>();
  for (const file of fs.readdirSync(path.join(clientDir, "assets"))) {
    const locale = /^messages-(\w+)-(?:landing|server)-[\w-]+\.js$/.exec(file)?.[1];
    if (!locale) continue;
    const asset = measureAsset(clientDir, `/assets/${file}`, `${locale} catalog, before the first draw`);
    perLanguage.set(locale, [...(perLanguage.get(locale) ?? []), asset]);
  }
  const total = (list: Asset[]) => list.reduce((n, a) => n + a.gzipBytes, 0);
  const largest = [...perLanguage.values()].sort((a, b) => total(b) - total(a))[0];
  if (largest) assets.push(...largest);
  return summarize(assets);
}

export function summarize(assets: Asset[]): ClientBudget {
  const sum = (kind: Asset["kind"]) => assets.filter((a) => a.kind === kind).reduce((n, a) => n + a.gzipBytes, 0);
  return { assets, jsGzip: sum("js"), cssGzip: sum("css") };
}
