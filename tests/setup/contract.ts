import type { IncomingMessage, ServerResponse } from "node:http";
import type { Express } from "express";
import type { z } from "zod";
import { CSV_SUCCESS, RESPONSES } from "../../server/modules/openapi/openapi";

// The API description's promise, checked on real responses (docs/decisions/026-api-contract-and-fuzzer.md):
// each answer of a documented operation has a status the document lists and a body its schema accepts.

export interface ContractBreak {
  method: string;
  path: string;
  status: number;
  problems: string[];
}

interface Template {
  path: string;
  pattern: RegExp;
  /** Literal segments only: matched before a template with parameters, as the routers are ordered. */
  literal: boolean;
}

// Express matches paths case-insensitively with an optional trailing slash, on the raw (still encoded) path.
const TEMPLATES: Template[] = Object.keys(RESPONSES)
  .map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}/?$`, "i"),
    literal: !path.includes("{"),
  }))
  .sort((a, b) => Number(b.literal) - Number(a.literal));

/** The document's path template for a concrete path, or undefined when it documents none. */
export function templateOf(path: string): string | undefined {
  return TEMPLATES.find((t) => t.pattern.test(path))?.path;
}

/** The statuses and body schemas the document lists for a call, or undefined when it is not documented. */
function responsesOf(method: string, url: string) {
  const path = url.split("?")[0] ?? "";
  const template = templateOf(path);
  if (!template) return undefined;
  const operations = RESPONSES[template] as Record<string, Map<number, z.ZodType | null>>;
  return operations[method.toLowerCase()];
}

const describeIssues = (issues: z.core.$ZodIssue[]) =>
  issues.slice(0, 10).map((i) => `${i.path.length ? i.path.join(".") : "(body)"}: ${i.message} [${i.code}]`);

/**
 * Checks one response against the document. `body` is the parsed JSON body, or undefined when the response has
 * none or is not JSON. Returns null when it keeps the contract or when the document does not describe the call
 * (an unknown /api path's 404, a method the path does not take, a path outside /api).
 */
export function checkResponse(method: string, url: string, status: number, body: unknown): ContractBreak | null {
  const responses = responsesOf(method, url);
  if (!responses) return null;
  const path = url.split("?")[0] ?? "";
  const listed = [...responses.keys()];
  if (!responses.has(status)) {
    const shown = JSON.stringify(body)?.slice(0, 300) ?? "(no JSON body)";
    return { method, path, status, problems: [`status ${status} is not documented (${listed.join(", ")}): ${shown}`] };
  }
  const schema = responses.get(status);
  if (!schema) return null;
  if (body === undefined) return { method, path, status, problems: ["the body is not JSON"] };
  const parsed = schema.safeParse(body);
  return parsed.success ? null : { method, path, status, problems: describeIssues(parsed.error.issues) };
}

export const formatBreaks = (breaks: ContractBreak[]) =>
  breaks.map((b) => `${b.method} ${b.path} -> ${b.status}\n    ${b.problems.join("\n    ")}`).join("\n");

type Handle = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => void;

/**
 * Watches every response of an Express app: wraps the app's own `handle`, which its request listener, `listen`
 * and supertest all call, so the app and its router stay as built (route-list.ts still reads them). Each response
 * body is kept as it is written and checked when the response finishes.
 */
export function watchContract(app: Express) {
  const found: ContractBreak[] = [];
  const target = app as unknown as { handle: Handle };
  const handle = target.handle.bind(app);
  target.handle = (req, res, next) => {
    const method = req.method ?? "GET";
    const url = req.url ?? "/";
    if (responsesOf(method, url))
      observe(res, (status, text, type) => {
        let body: unknown;
        // A documented CSV download (format=csv) in place of the JSON success: its status is the one listed.
        const path = url.split("?")[0] ?? "";
        const template = templateOf(path);
        if (/^text\/csv\b/.test(type) && template && CSV_SUCCESS.has(`${method.toLowerCase()} ${template} ${status}`))
          return;
        if (/^application\/json\b/.test(type) && text !== "") {
          try {
            body = JSON.parse(text);
          } catch {
            found.push({ method, path: url, status, problems: ["the body is not valid JSON"] });
            return;
          }
        }
        const broken = checkResponse(method, url, status, body);
        if (broken) found.push(broken);
      });
    handle(req, res, next);
  };
  return {
    /** The breaks seen since the last call, emptied. */
    take: (): ContractBreak[] => found.splice(0),
  };
}

function observe(res: ServerResponse, done: (status: number, text: string, contentType: string) => void) {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
    );
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as typeof res.end;
  res.on("finish", () => {
    const type = res.getHeader("content-type");
    done(res.statusCode, Buffer.concat(chunks).toString("utf8"), typeof type === "string" ? type : "");
  });
}
