import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type axe from "axe-core";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import pg from "pg";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { readOutbox, linkIn } from "../setup/outbox";
import { startJourneyApp, type JourneyApp } from "./app";

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Where the journeys save the screens they check, only when asked (docs/decisions/042): `npm run screens` saves them
 * to test-results/screens, `npm run screens:update` refreshes the committed set in docs/screens. `npm test` checks
 * every screen without drawing a picture of it, which cost about a fifth of the longest journey's CPU.
 */
const SCREENS_DIR = process.env.SCREENS_DIR ? path.resolve(process.env.SCREENS_DIR) : undefined;

export interface E2E {
  baseURL: string;
  browser: Browser;
  /**
   * A fresh browser profile (no cookies, no storage) at the given size; page errors fail the test. `locale` is the
   * browser's language (navigator.language and Accept-Language); English (en-US) unless given. With `clock`, the
   * page's time (Date, timers, frames) is Playwright's: it flows as usual, and `page.clock.fastForward` moves it on
   * where a person would wait (docs/decisions/045).
   */
  newPage(viewport?: keyof typeof VIEWPORTS, options?: { locale?: string; clock?: boolean }): Promise<Page>;
  /** The mails sent to an address so far. */
  mailsTo(email: string): ReturnType<typeof readOutbox>;
  waitForMailLink(email: string, match: RegExp): Promise<string>;
  db: pg.Pool;
  /** For this test only: console errors matching `pattern` are expected (a request the test itself cut off). */
  allowConsoleErrors(pattern: RegExp): void;
}

/**
 * Per test file: the app over a database of its own (tests/e2e/app.ts) and one browser; per page, a clean context.
 * Any console error or page error fails the test. `env` overrides the app's configuration for this file.
 */
export function useBrowser(options: { env?: Record<string, string> } = {}): E2E {
  const e = {} as E2E;
  let app: JourneyApp | undefined;
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];
  const allowed: RegExp[] = [];
  e.allowConsoleErrors = (pattern) => void allowed.push(pattern);

  // (Vitest parses a hook's first parameter and requires a destructuring pattern there; the file comes second.)
  // eslint-disable-next-line no-empty-pattern
  beforeAll(async ({}, file) => {
    const [started, browser] = await Promise.all([
      startJourneyApp(path.basename(file.file.filepath, ".test.ts"), options.env),
      chromium.launch({ executablePath: inject("e2e").chromium, args: CHROMIUM_ARGS }),
    ]);
    app = started;
    e.baseURL = started.baseURL;
    e.browser = browser;
    e.db = new pg.Pool({ connectionString: started.databaseUrl, max: 2 });
    // A pooled connection lost while idle fails the test with what happened, not the run as an uncaught exception.
    e.db.on("error", (err) => problems.push(`database: ${err.message}`));
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    const seen = problems.splice(0).filter((p) => !allowed.some((a) => a.test(p)));
    allowed.splice(0);
    expect(seen, "console errors or page errors during the test").toEqual([]);
  });
  afterAll(async () => {
    await e.browser?.close();
    await e.db?.end();
    await app?.stop();
  });

  e.newPage = async (viewport = "desktop", { locale = "en-US", clock = false } = {}) => {
    const context = await e.browser.newContext({
      baseURL: e.baseURL,
      locale,
      viewport: VIEWPORTS[viewport],
      reducedMotion: "reduce",
    });
    contexts.push(context);
    if (clock) await context.clock.install();
    // A fresh profile would show the onboarding tour on every page; journeys opt back in by clearing it.
    await context.addInitScript(() => {
      try {
        if (!sessionStorage.getItem("e2e-tour")) localStorage.setItem("clearcounsel_onboarding_completed", "true");
      } catch {
        // A page of another site (Quick exit's neutral page) may deny storage; it has no tour anyway.
      }
    });
    // Counts the page's requests in flight, for `settled`.
    await context.addInitScript(() => {
      const w = window as unknown as { e2eInFlight: number };
      w.e2eInFlight = 0;
      const send = window.fetch.bind(window);
      window.fetch = (...args: Parameters<typeof fetch>) => {
        w.e2eInFlight++;
        return send(...args).finally(() => w.e2eInFlight--);
      };
    });
    const page = await context.newPage();
    // (Console lines for 400, 401, 403, 404 and 409 are the browser reporting answers the screens handle.)
    page.on("console", (m) => {
      if (m.type() === "error" && !/status of (400|401|403|404|409)/.test(m.text()))
        problems.push(`console: ${m.text()}`);
    });
    page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
    return page;
  };
  e.mailsTo = (email) => readOutbox(app!.outboxDir).filter((m) => m.to === email.toLowerCase());
  e.waitForMailLink = async (email, match) => {
    const until = Date.now() + 20_000;
    for (;;) {
      const mail = e.mailsTo(email).find((m) => match.test(m.text));
      if (mail) return linkIn(mail);
      if (Date.now() > until) throw new Error(`no mail to ${email} matching ${match}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  return e;
}

/**
 * Resolves once the screen has everything it asked for: the app has drawn (it waits for its language and the screen's
 * code before its first draw, loaded by `import()`, which no request count sees: client/src/main.tsx), no request of
 * the page's in flight and no spinner on it
 * (a part still loading, or a screen's code: `data-loading`, client/src/components/ui/spinner.tsx) over two animation
 * frames in a row. A request started by an answer's render is waited for too, and so is one that a part starts only
 * once the part it sits in has its own answer (the attorney screens' lists, inside the attorney-profile gate), which
 * can begin more than two frames after the first answer on a busy machine. Instead of waiting for half a second of
 * network silence, which cost each screen visit 500 ms whatever the screen did.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let quietFrames = 0;
        const look = () => {
          // (A page of another site, Quick exit's neutral page, has no root of the app's.)
          const root = document.getElementById("root");
          const quiet =
            (root === null || root.childElementCount > 0) &&
            (window as unknown as { e2eInFlight: number }).e2eInFlight === 0 &&
            document.querySelector("[data-loading]") === null;
          quietFrames = quiet ? quietFrames + 1 : 0;
          if (quietFrames >= 2) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}

/** What axe's landmark rule counts as a region of its own: its default (dialogs, images) and a control's popups. */
const REGIONS = "dialog, [role=dialog], [role=alertdialog], svg, [role=menu], [role=listbox], [role=tooltip]";

/**
 * WCAG 2.1 A/AA and axe's best practices (heading order, landmarks, one h1: docs/decisions/032). A control's popup (a
 * menu, a listbox, a tooltip) is drawn at the end of the body by Radix, outside the landmarks; like a dialog in axe's
 * own default, it counts as a region of its own for the rule that all content sits in landmarks. Stray content
 * anywhere else still fails it.
 */
const AXE_OPTIONS = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
  resultTypes: ["violations"],
  // (axe.run reads per-check options, `checks`, though axe-core's types leave them out.)
  checks: { region: { options: { regionMatcher: REGIONS } } },
} as axe.RunOptions;

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * The page's violations of AXE_OPTIONS, one line each. axe runs in the page itself, put there once per document and
 * kept for the page's later checks: these pages hold no frames of other origins to merge results from, and sending
 * and parsing axe's half a megabyte again for every check was half of each check's time (docs/architecture.md,
 * "Tests").
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (options) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, options);
    return violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    );
  }, AXE_OPTIONS);
}

/** No violations (accessibilityViolations) on the page as it is now. */
export async function expectAccessible(page: Page, label: string) {
  expect(await accessibilityViolations(page), `accessibility violations on ${label}`).toEqual([]);
}

/**
 * Scrolls the screen to its top and, when screens are asked for (SCREENS_DIR), saves a full-page picture of it at its
 * current viewport. The scroll happens either way, so a run with pictures checks the same page as one without.
 */
export async function screenshot(page: Page, name: string) {
  // From the top: a full-page shot of a scrolled page paints the sticky header in the middle of it.
  await page.evaluate(() => window.scrollTo(0, 0));
  if (!SCREENS_DIR) return;
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  const size = page.viewportSize();
  const kind = size && size.width < 600 ? "phone" : "desktop";
  await page.screenshot({
    path: path.join(SCREENS_DIR, `${name}-${kind}.png`),
    fullPage: true,
    animations: "disabled",
  });
}

/** Checks the screen (axe) at desktop and phone widths, and saves it at both when screens are asked for. */
export async function captureScreen(page: Page, name: string) {
  // A screen is drawn once its h1 is (every screen has one): its code may still be loading after a navigation.
  await page.locator("h1").first().waitFor();
  await expectAccessible(page, name);
  await screenshot(page, name);
  const original = page.viewportSize()!;
  await resize(page, VIEWPORTS.phone);
  await expectAccessible(page, `${name} (phone)`);
  await screenshot(page, name);
  await resize(page, original);
}

/**
 * Sets the viewport and waits until the page has taken its width and its layout has stopped moving: a check or shot
 * taken during the change sees the old layout, and a click aimed during it can land beside its target. The page
 * measures its sticky parts after a resize (ResizeObserver) and lays out again with their new heights, a frame or
 * more after the width changed; the terms checkbox of the ask form was once clicked beside in that frame.
 */
async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = "";
        let sameFrames = 0;
        const look = () => {
          const html = getComputedStyle(document.documentElement);
          const now = `${document.documentElement.scrollHeight} ${html.scrollPaddingTop} ${html.scrollPaddingBottom}`;
          sameFrames = now === last ? sameFrames + 1 : 0;
          last = now;
          if (sameFrames >= 2) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}
