import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { captureScreen, useBrowser } from "./browser";
import { askViaApi, expectText, expectToast, makeAdmin, makeApprovedAttorney, registerViaApi } from "./people";

// docs/decisions/029 and 030: volunteers who hear of new work, an admin who sees the outcome, an asker told what to
// expect.
const e = useBrowser();

const TITLE = "Can my landlord keep my whole deposit for painting?";
const CONTENT =
  "I moved out of my apartment last month after three years. The landlord kept all of my deposit and says the walls needed repainting.";

describe("reach and outcome", () => {
  it("an attorney chooses 'as they come', hears of a new question without its text, and unsubscribes from the mail", async () => {
    const attorney = await e.newPage();
    const lawyer = await registerViaApi(attorney, { firstName: "Rosa", lastName: "Quintero" });
    await makeApprovedAttorney(e, lawyer);
    await attorney.goto("/attorney");
    const often = attorney.getByRole("radiogroup", { name: "Tell me about new questions:" });
    await often.getByRole("radio", { name: "as they come" }).click();
    await attorney.getByRole("button", { name: "Save E-mail Settings" }).click();
    await expectToast(attorney, "Settings Saved");
    await captureScreen(attorney, "attorney-notifications");

    const asker = await e.newPage();
    await registerViaApi(asker, { firstName: "Tom", lastName: "Reyes" });
    await askViaApi(asker, { title: TITLE, content: CONTENT, state: "TN" });

    // The notice job (every second here) sends it; it says how many, never what.
    await expect
      .poll(() => e.mailsTo(lawyer.email).filter((m) => m.header("List-Unsubscribe")).length, {
        timeout: 20_000,
      })
      .toBe(1);
    const notice = e.mailsTo(lawyer.email).find((m) => m.header("List-Unsubscribe"))!;
    expect(notice.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    for (const secret of [TITLE, "deposit", "Housing", "Tom", "Reyes"]) expect(notice.text).not.toContain(secret);
    expect(notice.text).toMatch(/Tennessee/);

    const link = /<([^>]+)>/.exec(notice.header("List-Unsubscribe"))![1]!;
    // A mail scanner following the link changes nothing: the page asks first.
    const reader = await e.newPage("phone");
    await reader.goto(link);
    await expectText(reader, "Stop the e-mails that tell you how many new questions are waiting for you?");
    const before = await attorney.request.get("/api/attorney/notifications");
    expect(((await before.json()) as { frequency: string }).frequency).toBe("instant");
    await captureScreen(reader, "unsubscribe");
    await reader.getByRole("button", { name: "Unsubscribe" }).click();
    await expectText(reader, "You will get no more new question e-mails.");
    const after = await attorney.request.get("/api/attorney/notifications");
    expect(((await after.json()) as { frequency: string }).frequency).toBe("off");
  });

  it("an admin reads Outcomes and downloads the weeks as CSV", async () => {
    const asker = await e.newPage();
    await registerViaApi(asker, { firstName: "Ana", lastName: "Silva" });
    await askViaApi(asker, { title: TITLE, content: CONTENT, state: "TN" });

    // This week's finished questions: 3 of 4 answered, each 20 hours after it was asked.
    await e.db.query(
      `insert into question_outcomes (asked_on, state, category_id, language, outcome, answer_seconds)
       select current_date, 'TN', 1, 'en', case when g <= 3 then 'answered' else 'expired' end,
              case when g <= 3 then 20 * 3600 end
       from generate_series(1, 4) g`,
    );
    const page = await e.newPage();
    const admin = await registerViaApi(page, { firstName: "Grace", lastName: "Hopper" });
    await makeAdmin(e, admin);
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Admin Panel views" }).getByRole("link", { name: "Outcomes" }).click();
    const weeks = page.getByRole("table", { name: "Figures by week" });
    await expect.poll(() => weeks.count()).toBe(1);
    const chart = page.getByRole("img", { name: /Chart of the answered share/ });
    await expect.poll(() => chart.count()).toBe(1);
    // Its legend is the app's own, in the page's language: the chart library's names each icon in English.
    await expect.poll(() => chart.getByText("Median hours to answer", { exact: true }).count()).toBe(1);
    expect(await chart.locator('[aria-label*="legend icon"]').count()).toBe(0);
    // It draws the answered share and the median time to answer: the week's bar, pointed at, says both.
    await chart.locator(".recharts-bar-rectangle").last().hover();
    const tip = chart.locator(".recharts-tooltip-wrapper");
    await expect.poll(() => tip.innerText()).toMatch(/Answered \(%\)\s*:\s*75\b/);
    expect(await tip.innerText()).toMatch(/Median hours to answer\s*:\s*20\b/);
    await page.mouse.move(0, 0);
    await expect
      .poll(() =>
        page
          .getByRole("table", { name: "Figures by state" })
          .getByRole("row", { name: /Tennessee/ })
          .count(),
      )
      .toBe(1);
    await captureScreen(page, "admin-outcomes");

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download weeks (CSV)" }).click();
    const file = await (await download).path();
    const csv = fs.readFileSync(file, "utf8");
    expect(csv.split(/\r?\n/)[0]).toMatch(/^key,asked,answered/);
    expect(csv).not.toContain(TITLE);
  });

  it("an asker sees what to expect once a state is chosen, at phone width", async () => {
    const page = await e.newPage("phone");
    await registerViaApi(page, { firstName: "Mia", lastName: "Lopez" });
    await page.goto("/submit-question");
    const state = page.getByLabel("Which state is this about?");

    // No volunteer for Wyoming: said before anything is written, with where else to turn.
    await state.selectOption("WY");
    await expectText(page, "No volunteer attorney for Wyoming has joined yet.");
    await expect.poll(() => page.getByRole("list", { name: "Legal aid resources" }).count()).toBe(1);
    await captureScreen(page, "ask-expectation-no-volunteer");

    // Tennessee: a volunteer and 25 past questions, 20 answered within a day or two.
    const lawyerPage = await e.newPage();
    const lawyer = await registerViaApi(lawyerPage, { firstName: "Ken", lastName: "Ito" });
    await makeApprovedAttorney(e, lawyer);
    await e.db.query(
      `insert into question_outcomes (asked_on, state, category_id, language, outcome, answer_seconds)
       select current_date - 60, 'TN', 1, 'en', case when g <= 20 then 'answered' else 'expired' end,
              case when g <= 20 then 36 * 3600 end
       from generate_series(1, 25) g`,
    );
    await state.selectOption("TN");
    await expectText(page, "In Tennessee, about 8 in 10 questions get an answer, usually within 2 days.");
    await captureScreen(page, "ask-expectation");
  });
});
