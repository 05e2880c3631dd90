import type { Page } from "playwright-core";
import { expect } from "vitest";
import { UNDO_MS } from "@/config/timings";
import type { E2E } from "./browser";

// The people of the journeys, set up the quick way (the API and SQL) when their own setup is not the journey.

let counter = 0;
/** A fresh address per call: the tests of a file share its database. */
export const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}${(++counter).toString(36)}@example.com`;

export const PASSWORD = "a-long-password";

export interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Registers through the API from the page's own browser profile, which is then signed in. */
export async function registerViaApi(
  page: Page,
  who: { firstName: string; lastName: string; email?: string },
): Promise<Person> {
  const email = who.email ?? uniqueEmail(who.firstName.toLowerCase());
  const res = await page.request.post("/api/auth/register", {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD, firstName: who.firstName, lastName: who.lastName },
  });
  expect(res.status(), await res.text()).toBe(201);
  const user = (await res.json()) as { id: string };
  return { id: user.id, email, firstName: who.firstName, lastName: who.lastName };
}

export interface QuestionInput {
  title: string;
  content: string;
  categoryId?: number;
  isAnonymous?: boolean;
  state?: string;
  deadline?: string;
  deadlineType?: string;
  opposingParties?: string[];
  safetyConcern?: boolean;
}

/** Accepts the terms and asks a question through the API as the page's signed-in user; returns its id. */
export async function askViaApi(page: Page, question: QuestionInput): Promise<number> {
  const terms = await page.request.post("/api/terms/accept");
  expect(terms.status()).toBe(200);
  const res = await page.request.post("/api/questions", { data: { categoryId: 1, isAnonymous: false, ...question } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

export async function makeAdmin(e: E2E, person: Person): Promise<void> {
  await e.db.query(`update users set role = 'admin' where id = $1`, [person.id]);
}

/**
 * An approved attorney profile linked to the account, as an admin's approval would leave it (its first notice period
 * starting then: docs/decisions/030), with the account's
 * e-mail confirmed (attorney powers need it: docs/decisions/014).
 */
export async function makeApprovedAttorney(
  e: E2E,
  person: Person,
  { languages = ["en"] }: { languages?: ("en" | "es")[] } = {},
): Promise<void> {
  await e.db.query(`update users set email_verified = true where id = $1`, [person.id]);
  await e.db.query(
    `insert into attorneys (user_id, first_name, last_name, email, license_number, practice_state, years_experience,
       law_school, graduation_year, practice_areas, is_approved, approved_at, confirmed_at, notify_period_start, languages)
     values ($1, $2, $3, $4, 'TN-000000', 'TN', 7, 'Vanderbilt Law School', 2015, 'Housing, Family Law', true, now(), now(),
       now(), $5)`,
    [person.id, person.firstName, person.lastName, person.email, languages],
  );
  // The approval's own verified license (docs/decisions/018).
  await e.db.query(
    `insert into attorney_licenses (attorney_id, state, license_number, status, verified_at)
     select id, 'TN', 'TN-000000', 'verified', now() from attorneys where user_id = $1`,
    [person.id],
  );
}

/** The seeded categories (server/db/seed.ts). */
export const CATEGORY = {
  general: 1,
  family: 2,
  employment: 4,
  housing: 5,
  immigration: 6,
  realEstate: 11,
  other: 12,
} as const;

/** Waits for a notification with this title. */
export async function expectToast(page: Page, title: string): Promise<void> {
  await expect
    .poll(() => page.getByRole("status").filter({ hasText: title }).count(), { message: `toast "${title}"` })
    .toBeGreaterThan(0);
}

/**
 * The few seconds an admin's decided card waits with Undo go by (docs/decisions/033): the page's clock, installed by
 * `newPage(…, { clock: true })`, moves on by them instead of the test waiting them out (docs/decisions/045).
 */
export async function undoWindowPasses(page: Page): Promise<void> {
  await page.clock.fastForward(UNDO_MS);
}

/** Closes open notifications, so a screenshot shows the screen rather than the last message over it. */
export async function closeToasts(page: Page): Promise<void> {
  const close = page.getByRole("button", { name: "Close notification" });
  // One at a time, each gone before the next is closed: the list moves up as a toast leaves.
  for (let open = await close.count(); open > 0; open = await close.count()) {
    await close.first().click();
    // On a busy machine a click can land while the screen behind the toast is still settling (a dialog closing as the
    // page shows the change) and be lost: pressed again until the toast goes, or the poll gives up.
    await expect
      .poll(async () => {
        const left = await close.count();
        if (left >= open)
          await close
            .first()
            .click({ timeout: 1_000 })
            .catch(() => undefined);
        return left;
      })
      .toBeLessThan(open);
  }
}

/** Waits until the text is on the page; if it never comes, the failure says what the page showed instead. */
export async function expectText(page: Page, text: string | RegExp): Promise<void> {
  try {
    await expect.poll(() => page.getByText(text).count(), { message: `text ${String(text)}` }).toBeGreaterThan(0);
  } catch (error) {
    const shown = await page
      .locator("body")
      .innerText({ timeout: 1_000 })
      .catch(() => "(the page could not be read)");
    const where = `${String(text)} never appeared on ${page.url()}; the page showed`;
    throw new Error(`${where}:\n${shown.replace(/\s+/g, " ").slice(0, 800)}`, { cause: error });
  }
}

/** Opens the avatar menu and chooses an item (a menuitem or, for Switch Role, a menuitemradio). */
export async function chooseFromAvatarMenu(page: Page, item: string): Promise<void> {
  await page.getByRole("button", { name: "Account menu" }).click();
  const choice = page.getByRole("menuitem", { name: item }).or(page.getByRole("menuitemradio", { name: item }));
  await choice.click();
}

/** The labels of the main navigation, as shown. */
export async function navLabels(page: Page): Promise<string[]> {
  return page.getByRole("navigation", { name: "Main" }).getByRole("link").allInnerTexts();
}
