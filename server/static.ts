import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from "express";
import expressStaticGzip from "express-static-gzip";
import { SESSION_META_NAME, type SessionMeta } from "@shared/api/session-meta";
import { DEFAULT_PERIODS, PERIODS_META_NAME, type Periods } from "@shared/api/periods";
import { DEFAULT_QUICK_EXIT_URL, QUICK_EXIT_META_NAME } from "@shared/api/quick-exit";
import { DEFAULT_OPERATOR, OPERATOR_META_NAME, type Operator } from "@shared/api/operator";
import { LANGUAGES, type Language } from "@shared/languages";
import { requestLocale } from "./lib/request-locale";

export const CLIENT_DIST = path.resolve(process.cwd(), "dist/client");

type Encoding = "br" | "gzip" | "identity";
type Encoded = Record<Encoding, { bytes: Buffer; etag: string }>;

/** The page in each encoding, compressed once at start: the server's CPU is what the API benchmark runs out of. */
function encodePage(html: string): Encoded {
  const entry = (bytes: Buffer) => ({
    bytes,
    etag: `"${crypto.createHash("sha1").update(bytes).digest("base64url")}"`,
  });
  const identity = Buffer.from(html, "utf8");
  return {
    identity: entry(identity),
    br: entry(
      zlib.brotliCompressSync(identity, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      }),
    ),
    gzip: entry(zlib.gzipSync(identity, { level: zlib.constants.Z_BEST_COMPRESSION })),
  };
}

// Brotli whenever it is accepted, whatever the order in Accept-Encoding: it is the smaller of the two.
function pickEncoding(req: Request): Encoding {
  if (req.acceptsEncodings("br")) return "br";
  if (req.acceptsEncodings("gzip")) return "gzip";
  return "identity";
}

/** index.html with one more meta in its head; Vite always writes a </head>. */
function withMeta(html: string, name: string, content: string): string {
  const at = html.indexOf("</head>");
  if (at < 0) throw new Error(`index.html has no </head> for the ${name} meta`);
  const value = content.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return `${html.slice(0, at)}<meta name="${name}" content="${value}" />${html.slice(at)}`;
}

/** index.html with the session meta (decision 009). */
const withSessionMeta = (html: string, state: SessionMeta) => withMeta(html, SESSION_META_NAME, state);

// What the page says before its script runs, in Spanish (docs/decisions/038); the English is index.html's own.
const SPANISH_PAGE = {
  description:
    "ClearCounsel: información legal general y gratuita de abogados con licencia. Haga una pregunta, sin dar su nombre si lo prefiere.",
  noscript: "ClearCounsel necesita JavaScript para funcionar. Actívelo en su navegador y vuelva a cargar la página.",
};

/** index.html in a language: `<html lang>`, which the client's catalog follows, and the words before the script. */
function inLanguage(html: string, locale: Language): string {
  const tagged = html.replace(/<html\b[^>]*>/, `<html lang="${locale}">`);
  if (locale === "en") return tagged;
  return tagged
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${SPANISH_PAGE.description}$2`)
    .replace(/(<noscript>)[\s\S]*?(<\/noscript>)/, `$1${SPANISH_PAGE.noscript}$2`);
}

/** The page once per language, encoded at start. */
const perLanguage = (html: string) =>
  Object.fromEntries(LANGUAGES.map((locale) => [locale, encodePage(inLanguage(html, locale))])) as Record<
    Language,
    Encoded
  >;

function sendPage(req: Request, res: Response, page: Encoded) {
  const encoding = pickEncoding(req);
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.vary("Accept-Encoding");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  // With the ETag set, res.send answers a matching If-None-Match with 304.
  res.setHeader("ETag", page[encoding].etag);
  res.send(page[encoding].bytes);
}

export interface ServeClientOptions {
  dir?: string;
  /** The API's session and passport middlewares; with them index.html says whether the visitor is signed in. */
  session?: RequestHandler[];
  /** Where "Quick exit" goes (QUICK_EXIT_URL, docs/decisions/022); named in every page's head. */
  quickExitUrl?: string;
  /** The configured periods the Terms and the Privacy Notice quote; named in every page's head. */
  periods?: Periods;
  /** Who runs the service and how to reach them (docs/decisions/034); named in every page's head. */
  operator?: Operator;
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, every non-API path gets it.
 * The build writes .br and .gz beside each text file (vite.config.ts); they are sent to browsers that accept them.
 */
export function serveBuiltClient(
  app: Express,
  {
    dir = CLIENT_DIST,
    session = [],
    quickExitUrl = DEFAULT_QUICK_EXIT_URL,
    periods = DEFAULT_PERIODS,
    operator = DEFAULT_OPERATOR,
  }: ServeClientOptions = {},
): boolean {
  const root = path.resolve(dir);
  const indexHtml = path.join(root, "index.html");
  // The API still works without a client build (scripts, tests); `npm start` always builds first.
  if (!fs.existsSync(indexHtml)) return false;
  const html = withMeta(
    withMeta(
      withMeta(fs.readFileSync(indexHtml, "utf8"), QUICK_EXIT_META_NAME, quickExitUrl),
      PERIODS_META_NAME,
      JSON.stringify(periods),
    ),
    OPERATOR_META_NAME,
    JSON.stringify(operator),
  );
  const plain = perLanguage(html);
  const files = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ["br"],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      },
    },
  });
  // /index.html by name goes to the page route below like any client path, so it gets the session meta too.
  app.use((req, res, next) => (req.path === "/index.html" ? next() : files(req, res, next)));
  // The language is the account's, else the visitor's cookie, else Accept-Language (docs/decisions/038).
  const sendIn = (req: Request, res: Response, pages: Record<Language, Encoded>) => {
    res.vary("Cookie");
    res.vary("Accept-Language");
    sendPage(req, res, pages[requestLocale(req)]);
  };
  if (!session.length) {
    app.get("/{*splat}", (req, res) => sendIn(req, res, plain));
    return true;
  }
  const signedIn = perLanguage(withSessionMeta(html, "signed-in"));
  const signedOut = perLanguage(withSessionMeta(html, "signed-out"));
  // Without a session cookie express-session makes an empty session in memory and passport has no user to
  // load: no database statement for a first-time visitor.
  const sendForSession: RequestHandler = (req, res) => {
    sendIn(req, res, req.isAuthenticated() ? signedIn : signedOut);
  };
  // A failed session lookup (database down) must not cost the page: without the meta the client asks the API,
  // which reports the outage the usual way.
  const sendWithoutMeta: ErrorRequestHandler = (err, req, res, _next) => {
    req.log?.warn({ err: err instanceof Error ? err.message : String(err) }, "session lookup for index.html failed");
    sendIn(req, res, plain);
  };
  app.get("/{*splat}", ...session, sendForSession, sendWithoutMeta);
  return true;
}

/** Development: Vite in middleware mode, so the client and the API share one origin and port. */
export async function serveViteDev(app: Express) {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "spa" });
  app.use(vite.middlewares);
  return vite;
}
