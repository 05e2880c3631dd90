import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render as renderPlain, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { replaceWith } from "@/lib/browser";
import { QuickExit } from "@/components/layout/quick-exit";
import { SkipLink } from "@/components/layout/skip-link";
import { leaveAgainIfReturned } from "@/lib/quick-exit";

// The controls speak the page's language (docs/decisions/038), so they need the app's I18nProvider.
const render = (ui: ReactNode) => renderPlain(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

afterEach(() => {
  document.head.querySelectorAll('meta[name="cc-quick-exit"]').forEach((m) => m.remove());
});

describe("Quick exit (docs/decisions/022)", () => {
  it("replaces the page with the site the server named, so Back cannot return", async () => {
    const meta = document.createElement("meta");
    meta.name = "cc-quick-exit";
    meta.content = "https://weather.example/";
    document.head.append(meta);
    render(<QuickExit />);
    await userEvent.click(screen.getByRole("button", { name: "Quick exit" }));
    expect(replaceWith).toHaveBeenCalledWith("https://weather.example/");
  });

  it("uses a search engine's home page when the page names none, and is the next stop after the skip link", async () => {
    render(
      <>
        <SkipLink />
        <QuickExit />
        <a href="/">ClearCounsel</a>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Quick exit" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(replaceWith).toHaveBeenCalledWith("https://www.google.com/");
  });
});

describe("coming back after a Quick exit", () => {
  const arrivedBy = (type: string) =>
    vi
      .spyOn(performance, "getEntriesByType")
      .mockReturnValue([{ type } as unknown as PerformanceEntry] as PerformanceEntryList);
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it("leaves again at once when the tab comes back by Back, drawing nothing", async () => {
    render(<QuickExit />);
    await userEvent.click(screen.getByRole("button", { name: "Quick exit" }));
    expect(document.body.childElementCount).toBe(0);
    vi.mocked(replaceWith).mockClear();
    arrivedBy("back_forward");
    expect(leaveAgainIfReturned()).toBe(true);
    expect(replaceWith).toHaveBeenCalledWith("https://www.google.com/");
  });

  it("draws as usual when the site is opened on purpose, and forgets the exit", async () => {
    render(<QuickExit />);
    await userEvent.click(screen.getByRole("button", { name: "Quick exit" }));
    vi.mocked(replaceWith).mockClear();
    arrivedBy("navigate");
    expect(leaveAgainIfReturned()).toBe(false);
    arrivedBy("back_forward");
    expect(leaveAgainIfReturned()).toBe(false);
    expect(replaceWith).not.toHaveBeenCalled();
  });
});

describe("what Quick exit leaves behind", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it("ends the session, with a request the browser finishes after the page is gone", async () => {
    const fetched = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 200 }));
    render(<QuickExit />);
    await userEvent.click(screen.getByRole("button", { name: "Quick exit" }));
    expect(fetched).toHaveBeenCalledWith(
      "/api/auth/logout",
      expect.objectContaining({ method: "POST", credentials: "include", keepalive: true }),
    );
    expect(replaceWith).toHaveBeenCalledTimes(1);
  });

  it("still leaves when the sign-out cannot be sent", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("offline"));
    render(<QuickExit />);
    await userEvent.click(screen.getByRole("button", { name: "Quick exit" }));
    expect(replaceWith).toHaveBeenCalledWith("https://www.google.com/");
  });

  it("takes every other open tab of the site with it", async () => {
    // This tab, as the app starts it; the other tab is another end of the same channel.
    expect(leaveAgainIfReturned()).toBe(false);
    render(<p>My question</p>);
    const otherTab = new BroadcastChannel("cc-quick-exit");
    otherTab.postMessage("exit");
    otherTab.close();
    await vi.waitFor(() => expect(replaceWith).toHaveBeenCalledWith("https://www.google.com/"));
    expect(document.body.childElementCount).toBe(0);
    expect(sessionStorage.getItem("cc-quick-exit")).toBe("1");
  });
});
