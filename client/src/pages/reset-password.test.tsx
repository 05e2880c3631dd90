import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ResetPasswordPage } from "@/pages/reset-password";
import { jsonResponse, lastBody, mockFetch, renderWithApp, sessionHandlers, toastRegion } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderReset(path: string, extra: Record<string, () => Response> = {}) {
  const fetchMock = mockFetch({ ...sessionHandlers(null), ...extra });
  const user = userEvent.setup();
  return { user, fetchMock, ...renderWithApp(<ResetPasswordPage />, { path }) };
}

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  await user.type(screen.getByLabelText("New password"), password);
  await user.type(screen.getByLabelText("Confirm new password"), confirm);
  await user.click(screen.getByRole("button", { name: "Reset Password" }));
}

describe("ResetPasswordPage", () => {
  it("without a token shows 'Invalid Reset Link' and a way to request a new one", () => {
    renderReset("/reset-password");
    expect(screen.getByRole("heading", { level: 1, name: "Invalid Reset Link" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Request a new reset link" })).toHaveAttribute("href", "/login");
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
  });

  it("treats an empty token as missing", () => {
    renderReset("/reset-password?token=");
    expect(screen.getByRole("heading", { level: 1, name: "Invalid Reset Link" })).toBeInTheDocument();
  });

  it("shows the spec's validation messages", async () => {
    const { user } = renderReset("/reset-password?token=abc123");
    await submit(user, "short", "other");
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  });

  it("sends the token from the link and shows 'Password Reset Complete'", async () => {
    const { user, fetchMock } = renderReset("/reset-password?token=abc123", {
      "POST /api/auth/reset-password": () => jsonResponse(200, { message: "ok" }),
    });
    // The tab says what the heading says, before and after.
    await waitFor(() => expect(document.title).toBe("Choose a New Password | ClearCounsel"));
    await submit(user, "new-password-1", "new-password-1");
    expect(await screen.findByRole("heading", { level: 1, name: "Password Reset Complete" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Password Reset Complete | ClearCounsel"));
    // It replaced the form whose button had focus: focus is on its heading, not the page's body.
    expect(screen.getByRole("heading", { level: 1, name: "Password Reset Complete" })).toHaveFocus();
    expect(toastRegion().getByText("Password Reset Successful")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Sign In" })).toHaveAttribute("href", "/login");
    expect(lastBody(fetchMock, "/api/auth/reset-password")).toEqual({
      token: "abc123",
      password: "new-password-1",
      confirmPassword: "new-password-1",
    });
  });

  it("shows 'Reset Failed' with the server's message", async () => {
    const { user } = renderReset("/reset-password?token=old", {
      "POST /api/auth/reset-password": () =>
        jsonResponse(400, { message: "This reset link is invalid or has expired" }),
    });
    await submit(user, "new-password-1", "new-password-1");
    const toasts = toastRegion();
    expect(await toasts.findByText("Reset Failed")).toBeInTheDocument();
    expect(toasts.getByText("This reset link is invalid or has expired")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Choose a New Password" })).toBeInTheDocument();
  });

  it("falls back to the spec's text when the server gives no message", async () => {
    const { user } = renderReset("/reset-password?token=old", {
      "POST /api/auth/reset-password": () => new Response("", { status: 500 }),
    });
    await submit(user, "new-password-1", "new-password-1");
    expect(await toastRegion().findByText("Password reset failed. Please try again.")).toBeInTheDocument();
  });
});
