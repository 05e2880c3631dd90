import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse, { desktopConfig } from "lighthouse";
import { freePort } from "../../server/db/embedded";

const CHROMIUM = process.env.CHROME_PATH || "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const RUN_TIMEOUT_MS = 120_000;

export type Preset = "mobile" | "desktop";

export interface LighthouseScore {
  page: string;
  preset: Preset;
  /** 0-100 per category; null when the category could not be scored. */
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  /** Same-origin scripts and stylesheets the page requested, in request order. */
  assets: { path: string; type: string }[];
  /** Audits that lost points in accessibility, best practices or SEO (the ones expected at 100). */
  failing: string[];
  /** First and largest contentful paint, total blocking time (ms), as Lighthouse simulated them. */
  metrics: { fcp?: number; lcp?: number; tbt?: number };
  /** Performance opportunities with their estimated savings. */
  opportunities: string[];
  /** Runtime errors of earlier tries of this page (the scores are from the last try). */
  retries: string[];
  error?: string;
}

// Headless and quiet: no GPU, no QUIC, no background fetches, updates or sync (the machine reaches no network).
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-extensions",
  "--disable-default-apps",
  "--no-default-browser-check",
  "--disable-dev-shm-usage",
  "--mute-audio",
];

async function startChromium() {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "cc-bench-chromium-"));
  // Its own process group, so the browser and its helpers are stopped together and nothing else is touched.
  const child = spawn(
    CHROMIUM,
    [...FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    {
      stdio: "ignore",
      detached: true,
    },
  );
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  child.on("error", () => undefined);
  const stop = async () => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    fs.rmSync(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) return { port, stop };
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${CHROMIUM} did not open its DevTools port`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** What an audit's first items say (the console error, the URL), so a lost point can be acted on. */
function detail(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const texts = items
    .slice(0, 3)
    .map((i) => [i.description, i.url].filter((v) => typeof v === "string" && v).join(" at "));
  return texts.filter(Boolean).length ? `: ${texts.filter(Boolean).join("; ")}` : "";
}

async function audit(url: string, port: number, preset: Preset) {
  const run = lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
    preset === "desktop" ? desktopConfig : undefined,
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`lighthouse took over ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([run, timeout]);
    if (!result) throw new Error("lighthouse returned no result");
    return result.lhr;
  } finally {
    clearTimeout(timer);
  }
}

/** Lighthouse 12.8 on each page and preset with Debian's chromium. Never throws: a failure is reported. */
export async function runLighthouse(origin: string, pages: string[], presets: Preset[]): Promise<LighthouseScore[]> {
  const out: LighthouseScore[] = [];
  const empty = () => Object.fromEntries(CATEGORIES.map((c) => [c, null])) as LighthouseScore["scores"];
  let chromium: Awaited<ReturnType<typeof startChromium>>;
  try {
    chromium = await startChromium();
  } catch (err) {
    const error = (err as Error).message;
    return presets.flatMap((preset) =>
      pages.map((page) => ({
        page,
        preset,
        scores: empty(),
        assets: [],
        failing: [],
        retries: [],
        metrics: {},
        opportunities: [],
        error,
      })),
    );
  }
  try {
    for (const preset of presets) {
      for (const page of pages) {
        const entry: LighthouseScore = {
          page,
          preset,
          scores: empty(),
          assets: [],
          failing: [],
          retries: [],
          metrics: {},
          opportunities: [],
        };
        try {
          // A failed trace (NO_NAVSTART and the like) comes back as a runtimeError; Lighthouse's own advice is
          // to run again, so a page gets up to three tries and the report says how many it took.
          let lhr = await audit(origin + page, chromium.port, preset);
          for (let tries = 1; lhr.runtimeError && tries < 3; tries++) {
            entry.retries.push(lhr.runtimeError.code);
            lhr = await audit(origin + page, chromium.port, preset);
          }
          for (const c of CATEGORIES) {
            const score = lhr.categories[c]?.score;
            entry.scores[c] = typeof score === "number" ? Math.round(score * 100) : null;
          }
          const requests =
            (
              lhr.audits["network-requests"]?.details as
                { items?: { url: string; resourceType?: string }[] } | undefined
            )?.items ?? [];
          for (const r of requests) {
            if (r.url.startsWith(origin) && (r.resourceType === "Script" || r.resourceType === "Stylesheet")) {
              entry.assets.push({ path: new URL(r.url).pathname, type: r.resourceType });
            }
          }
          for (const c of ["accessibility", "best-practices", "seo"] as const) {
            for (const ref of lhr.categories[c]?.auditRefs ?? []) {
              const a = lhr.audits[ref.id];
              if (ref.weight > 0 && a && typeof a.score === "number" && a.score < 1)
                entry.failing.push(`${c}: ${a.id} (${a.title})${detail(a.details)}`);
            }
          }
          const ms = (id: string) => lhr.audits[id]?.numericValue;
          entry.metrics = {
            fcp: ms("first-contentful-paint"),
            lcp: ms("largest-contentful-paint"),
            tbt: ms("total-blocking-time"),
          };
          for (const ref of lhr.categories.performance?.auditRefs ?? []) {
            const a = lhr.audits[ref.id];
            const savings = (a?.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs;
            if (a && typeof savings === "number" && savings >= 50)
              entry.opportunities.push(`${a.id} (about ${Math.round(savings)} ms)`);
          }
          if (lhr.runtimeError) entry.error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
        } catch (err) {
          entry.error = (err as Error).message;
        }
        out.push(entry);
      }
    }
  } finally {
    await chromium.stop();
  }
  return out;
}
