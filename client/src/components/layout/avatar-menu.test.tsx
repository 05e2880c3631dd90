import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@shared/api/types";
import { AvatarMenu } from "@/components/layout/avatar-menu";
import { goTo } from "@/lib/browser";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openMenu(roles: Role[], extra: Record<string, () => Response> = {}) {
  const fetchMock = mockFetch({ ...sessionHandlers(testUser, roles), ...extra });
  const user = userEvent.setup();
  const view = renderWithApp(<AvatarMenu />, { path: "/" });
  const trigger = await screen.findByRole("button", { name: "Account menu" });
  // Let the roles arrive before opening, so the menu shows the final view.
  await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/auth/user/roles", expect.anything()));
  await user.click(trigger);
  await screen.findByRole("menu");
  return { user, fetchMock, ...view };
}

describe("AvatarMenu", () => {
  it("shows name, e-mail and account label, and no Switch Role for a single role", async () => {
    await openMenu(["user"]);
    expect(screen.getByText("Jane Doe")).toBeInTheDocument();
    expect(screen.getByText("jane@example.com")).toBeInTheDocument();
    expect(screen.getByText("User Account")).toBeInTheDocument();
    expect(screen.queryByText("Switch Role")).not.toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Settings" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Take Tour" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Log out" })).toBeInTheDocument();
  });

  it("lets a user with several roles switch the view", async () => {
    const { user } = await openMenu(["user", "attorney"]);
    expect(await screen.findByText("Attorney Account")).toBeInTheDocument();
    expect(screen.getByText("Switch Role")).toBeInTheDocument();
    await user.click(screen.getByRole("menuitemradio", { name: "User View" }));
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    expect(await screen.findByText("User Account")).toBeInTheDocument();
  });

  it("Take Tour clears the onboarding flag and asks the tour to start", async () => {
    localStorage.setItem("clearcounsel_onboarding_completed", "true");
    const listener = vi.fn();
    window.addEventListener("clearcounsel:start-tour", listener);
    const { user } = await openMenu(["user"]);
    await user.click(screen.getByRole("menuitem", { name: "Take Tour" }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("clearcounsel_onboarding_completed")).toBeNull();
    window.removeEventListener("clearcounsel:start-tour", listener);
  });

  it("Settings goes to /settings", async () => {
    const { user, location } = await openMenu(["user"]);
    await user.click(screen.getByRole("menuitem", { name: "Settings" }));
    expect(location.history.at(-1)).toBe("/settings");
  });

  it("Log out posts to the server and loads / on success", async () => {
    const { user, fetchMock } = await openMenu(["user"], { "POST /api/auth/logout": () => jsonResponse(200, {}) });
    await user.click(screen.getByRole("menuitem", { name: "Log out" }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/"));
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/logout", expect.objectContaining({ method: "POST" }));
  });

  it("a failed log out is only logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { user } = await openMenu(["user"], { "POST /api/auth/logout": () => jsonResponse(500, { message: "x" }) });
    await user.click(screen.getByRole("menuitem", { name: "Log out" }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(goTo).not.toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: /notifications/i })?.textContent ?? "").toBe("");
    warn.mockRestore();
  });
});
