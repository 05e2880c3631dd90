import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppRouter } from "@/app/router";
import { buildQuestionDetail, stubResizeObserver } from "@/features/questions/testing";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser, toastRegion } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

function signedOut(path: string) {
  mockFetch(sessionHandlers(null));
  return renderWithApp(<AppRouter />, { path });
}

function signedIn(path: string) {
  // Radix form controls (the submit screen) measure themselves; jsdom has no ResizeObserver.
  stubResizeObserver();
  mockFetch({
    ...sessionHandlers(testUser),
    "GET /api/questions/user": () => jsonResponse(200, []),
    "GET /api/questions/12": () => jsonResponse(200, buildQuestionDetail({ id: 12, title: "Question number twelve" })),
    "GET /api/questions/42": () => jsonResponse(200, buildQuestionDetail({ id: 42, title: "Question number forty-two" })),
  });
  return renderWithApp(<AppRouter />, { path });
}

describe("AppRouter", () => {
  it("shows a labelled spinner while the current user loads on an authenticated path", () => {
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>(() => {})));
    renderWithApp(<AppRouter />, { path: "/dashboard" });
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
  });

  it("does not wait for the current user on public paths", () => {
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>(() => {})));
    renderWithApp(<AppRouter />, { path: "/login" });
    expect(screen.getByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
  });

  it("shows the landing page to signed-out visitors at /", async () => {
    signedOut("/");
    expect(await screen.findByRole("heading", { level: 1, name: /legal information from licensed attorneys/i })).toBeInTheDocument();
  });

  it("shows the home screen to signed-in users at /", async () => {
    signedIn("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Jane" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });

  it("sends signed-out visitors of an authenticated route to /login", async () => {
    const { location } = signedOut("/submit-question");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe("/login");
  });

  it.each([
    ["/dashboard", "My Questions"],
    ["/user-dashboard", "My Questions"],
    ["/settings", "My Questions"],
    ["/attorney", "Attorney Dashboard"],
    ["/attorney-dashboard", "Attorney Dashboard"],
    ["/attorney/claimed-questions", "Claimed Questions"],
    ["/submit-question", "Ask a Question"],
    ["/question-queue", "Question Queue"],
    ["/question/12", "Question number twelve"],
    ["/questions/12", "Question number twelve"],
    ["/admin", "Admin Panel"],
  ])("routes %s to %s for a signed-in user", async (path, heading) => {
    signedIn(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ["/register", "Create Your Account"],
    ["/reset-password", "Invalid Reset Link"],
    ["/apply-attorney", "Apply as an Attorney"],
  ])("opens the public route %s signed out", async (path, heading) => {
    signedOut(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  });

  it("passes the question id to the detail screen", async () => {
    signedIn("/question/42");
    expect(await screen.findByRole("heading", { level: 1, name: "Question number forty-two" })).toBeInTheDocument();
  });

  it("shows the not-found page for any other path", async () => {
    signedOut("/no-such-page");
    expect(await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Page Not Found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
  });

  it("toasts the e-mail verification result once and removes it from the URL", async () => {
    const { location } = signedOut("/?verified=1");
    expect(await toastRegion().findByText("Email Verified")).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
  });

  it("toasts a failed e-mail verification", async () => {
    signedOut("/?verified=0");
    expect(await toastRegion().findByText("Verification link is invalid or has expired")).toBeInTheDocument();
  });
});
