import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { settled, useBrowser } from "./browser";
import { askViaApi, makeAdmin, makeApprovedAttorney, registerViaApi, uniqueEmail } from "./people";

const e = useBrowser();

// docs/decisions/025 keeps what was good, reflow at 200% zoom among it. A 1280 x 800 window at 200% lays pages out in 640 x
// 400 CSS pixels; WCAG 1.4.10 asks for 320 CSS pixels wide (400%) without scrolling sideways.
const ZOOMS = [
  { zoom: "200%", width: 640, height: 400 },
  { zoom: "400%", width: 320, height: 256 },
] as const;

/**
 * What does not fit, named by tag and text: elements past the window's right edge, and text wider than its own box
 * (it spills over its neighbours). Only the innermost are named: their parents do not fit because of them. A region
 * that scrolls sideways on purpose (a data table) or cuts its text with an ellipsis is not counted.
 */
async function overflow(page: Page): Promise<{ scrollWidth: number; width: number; misfits: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    // Inside a region that scrolls sideways on purpose, what lies past the edge is reached by scrolling it.
    const inScroller = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement)
        if (["auto", "scroll"].includes(getComputedStyle(up).overflowX)) return true;
      return false;
    };
    const sticksOut = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && el.checkVisibility() && !inScroller(el);
    };
    const spills = (el: Element) =>
      el instanceof HTMLElement &&
      el.clientWidth > 1 &&
      el.scrollWidth > el.clientWidth + 1 &&
      getComputedStyle(el).overflowX === "visible" &&
      el.checkVisibility();
    const misfit = (el: Element) => sticksOut(el) || spills(el);
    const misfits = Array.from(document.body.querySelectorAll("*"))
      .filter((el) => misfit(el) && !Array.from(el.children).some(misfit))
      .map((el) => {
        const text = el instanceof HTMLElement ? el.innerText.replace(/\s+/g, " ").slice(0, 30) : "";
        return `${el.tagName.toLowerCase()} "${text}" right ${Math.round(el.getBoundingClientRect().right)}`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, width, misfits: misfits.slice(0, 5) };
  });
}

/** Each screen at each zoom: what does not fit, as lines (none when all is well). */
async function reflowProblems(page: Page, screens: readonly (readonly [string, RegExp])[]): Promise<string[]> {
  const problems: string[] = [];
  for (const [path, heading] of screens)
    for (const { zoom, width, height } of ZOOMS) {
      await page.setViewportSize({ width, height });
      await page.goto(path);
      await expect.poll(() => page.getByRole("heading", { name: heading }).first().count(), { message: path }).toBe(1);
      // Every list of the screen has arrived.
      await settled(page);
      const seen = await overflow(page);
      if (seen.misfits.length || seen.scrollWidth > seen.width)
        problems.push(
          `${path} at ${zoom}: page ${seen.scrollWidth} px wide in ${seen.width}; ${seen.misfits.join("; ")}`,
        );
    }
  return problems;
}

/**
 * A link pasted into a question, longer than a narrow window is wide and with nowhere to break: people paste the
 * landlord's notice, a court's page, a form. It must wrap inside its text, not widen the page (docs/ux.md).
 */
const PASTED_LINK = `https://www.tncourts.gov/sites/default/files/docs/${"eviction-notice-form-".repeat(6)}2026.pdf`;

describe("reflow at 200% and 400% zoom", () => {
  it("every signed-out screen fits the width without sideways scrolling", async () => {
    const page = await e.newPage();
    const screens = [
      ["/", /legal/i],
      ["/login", /sign in|log in|welcome/i],
      ["/register", /create|register|account/i],
      ["/apply-attorney", /attorney/i],
      ["/reset-password?token=reflow", /new password/i],
      ["/terms", /terms of use/i],
      ["/privacy", /privacy notice/i],
    ] as const;
    expect(await reflowProblems(page, screens)).toEqual([]);
  });

  it("every screen of a person with every role fits the width without sideways scrolling", async () => {
    const page = await e.newPage();
    const person = await registerViaApi(page, { firstName: "Constance", lastName: "Baker-Motley" });
    await makeAdmin(e, person);
    await makeApprovedAttorney(e, person);
    const id = await askViaApi(page, {
      title: "My employer has not paid my final wages after I resigned last month",
      content: `I resigned with two weeks' notice and worked them all. The final paycheque never came and HR stopped replying to my e-mails. What can I do to get paid? The policy: ${PASTED_LINK}`,
    });
    // Someone else's questions in the attorney's state: one waits in the queue, one is claimed.
    const asker = await e.newPage();
    await registerViaApi(asker, { firstName: "Dolores", lastName: "Huerta" });
    const waiting = {
      title: "The landlord kept my whole deposit and will not say why",
      content: `I moved out six weeks ago, left the flat clean and returned the keys. No list of deductions came. ${PASTED_LINK}`,
      state: "TN",
    };
    await askViaApi(asker, waiting);
    // One of the person's own questions closed with no attorney: its status is the longest there is, longer again in
    // Spanish, and sits beside a date on Home and My Questions.
    const expired = await askViaApi(page, {
      title: "Nobody answered my question about a lease that ends next month",
      content:
        "My lease ends next month and the landlord wants me to sign a new one with a much higher rent. What now?",
    });
    await e.db.query("update questions set status = 'expired', closed_at = now() where id = $1", [expired]);
    const claimed = await askViaApi(asker, {
      ...waiting,
      title: `Can my landlord enter without any notice at all? ${PASTED_LINK.slice(0, 60)}`,
    });
    expect((await page.request.post(`/api/questions/${claimed}/claim`)).status()).toBe(200);
    const followUp = { questionId: claimed, content: `Could you send me the notice you received? ${PASTED_LINK}` };
    expect((await page.request.post("/api/followups", { data: followUp })).status()).toBe(201);
    // An application waiting for review, with an e-mail address longer than a narrow screen is wide.
    const applicant = await e.newPage();
    const longName = await registerViaApi(applicant, {
      firstName: "Bartholomew",
      lastName: "Featherstonehaugh",
      email: uniqueEmail("bartholomew.featherstonehaugh.attorneyatlaw"),
    });
    await e.db.query(
      `insert into attorneys (user_id, first_name, last_name, email, license_number, practice_state, years_experience,
         law_school, graduation_year, practice_areas, is_approved)
       values ($1, $2, $3, $4, 'TN-123456', 'TN', 3, 'University of Memphis School of Law', 2021, 'Employment', false)`,
      [longName.id, longName.firstName, longName.lastName, longName.email],
    );
    const screens = [
      ["/", /welcome/i],
      ["/dashboard", /your questions/i],
      ["/settings", /settings|account/i],
      ["/submit-question", /ask/i],
      [`/question/${id}`, /final wages/i],
      ["/attorney", /attorney/i],
      ["/question-queue", /queue/i],
      [`/question/${claimed}`, /without any notice/i],
      ["/attorney/claimed-questions", /claimed/i],
      ["/attorney/conflicts", /conflict/i],
      ["/admin", /attorney applications/i],
      // In the admin view now: the Activity tab, and the admin's view of a question (docs/decisions/033).
      ["/admin/activity", /activity/i],
      [`/question/${claimed}`, /without any notice/i],
    ] as const;
    expect(await reflowProblems(page, screens)).toEqual([]);
    // The asker's screens in Spanish, whose words run longest (docs/glossary-es.md).
    expect((await page.request.put("/api/account/locale", { data: { locale: "es" } })).status()).toBe(200);
    const spanish = [
      ["/", /hola|bienvenid/i],
      ["/dashboard", /mis preguntas/i],
      [`/question/${expired}`, /nobody answered/i],
    ] as const;
    expect(await reflowProblems(page, spanish)).toEqual([]);
  });
});
