import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { askViaApi, chooseFromAvatarMenu, expectText, PASSWORD, registerViaApi } from "./people";

// docs/decisions/055: the site's open tabs follow who signs in and out in the others, so a tab left open on a shared
// computer does not keep showing the person who left.
const e = useBrowser();

describe("tabs of one browser", () => {
  it("logging out in one tab takes the person's questions off the screen of another", async () => {
    const page = await e.newPage();
    await registerViaApi(page, { firstName: "Rosa", lastName: "Diaz" });
    await askViaApi(page, {
      title: "Can my landlord keep my whole deposit?",
      content: "I moved out two months ago and left the flat clean. The landlord has not returned my deposit at all.",
    });
    await page.goto("/dashboard");
    await expectText(page, "Can my landlord keep my whole deposit?");
    const other = await page.context().newPage();
    await other.goto("/");
    await expectText(other, /Welcome( back)?, Rosa/);

    await chooseFromAvatarMenu(other, "Log out");
    await expect.poll(() => page.getByRole("link", { name: "Sign In" }).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.getByText("Can my landlord keep my whole deposit?").count()).toBe(0);
    // The screen was replaced, not left behind it: Back does not bring the list back.
    await page.goBack();
    expect(await page.getByText("Can my landlord keep my whole deposit?").count()).toBe(0);
  });

  it("signing in in one tab is known in another that showed nobody", async () => {
    const page = await e.newPage();
    const rosa = await registerViaApi(page, { firstName: "Rosa", lastName: "Diaz" });
    await page.request.post("/api/auth/logout");
    await page.goto("/");
    await expect.poll(() => page.getByRole("link", { name: "Sign In" }).count()).toBeGreaterThan(0);
    const other = await page.context().newPage();
    await other.goto("/login");
    await other.getByLabel("Email").fill(rosa.email);
    await other.getByLabel("Password").fill(PASSWORD);
    await other.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectText(other, /Welcome( back)?, Rosa/);
    await expectText(page, /Welcome( back)?, Rosa/);
  });
});
