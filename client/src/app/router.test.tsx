import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useParams } from "wouter";
import { AppRouter } from "@/app/router";
import { mockFetch, renderWithApp, sessionHandlers, testUser, toastRegion } from "@/test/render";

// Routing, not the screens: each signed-in screen is a stub naming itself (the screens have their own tests).
function stub(name: string) {
  return () => <h1>{name} screen</h1>;
}
vi.mock("@/pages/home", () => ({ HomePage: stub("Home") }));
vi.mock("@/pages/user-dashboard", () => ({ UserDashboardPage: stub("User Dashboard") }));
vi.mock("@/pages/submit-question", () => ({ SubmitQuestionPage: stub("Submit Question") }));
vi.mock("@/pages/attorney-dashboard", () => ({ AttorneyDashboardPage: stub("Attorney Dashboard") }));
vi.mock("@/pages/question-queue", () => ({ QuestionQueuePage: stub("Question Queue") }));
vi.mock("@/pages/claimed-questions", () => ({ ClaimedQuestionsPage: stub("Claimed Questions") }));
vi.mock("@/pages/admin", () => ({ AdminPage: stub("Admin") }));
vi.mock("@/pages/apply-attorney", () => ({ ApplyAttorneyPage: stub("Apply Attorney") }));
vi.mock("@/pages/question-detail", () => ({
  QuestionDetailPage: function QuestionDetailStub() {
    const { id } = useParams<{ id: string }>();
    return <h1>Question Detail screen for {id}</h1>;
  },
}));

beforeEach(() => {
  // The onboarding tour has its own tests; keep it out of these.
  localStorage.setItem("clearcounsel_onboarding_completed", "true");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function signedOut(path: string) {
  mockFetch(sessionHandlers(null));
  return renderWithApp(<AppRouter />, { path });
}

function signedIn(path: string) {
  mockFetch(sessionHandlers(testUser));
  return renderWithApp(<AppRouter />, { path });
}

describe("AppRouter", () => {
  it.each(["/dashboard", "/submit-question"])(
    "shows 'Loading...' with a spinner while the current user loads on %s",
    (path) => {
      vi.stubGlobal(
        "fetch",
        vi.fn(() => new Promise<Response>(() => {})),
      );
      renderWithApp(<AppRouter />, { path });
      // Spec section 2, the Submit screen: 'Loading...' with a spinner while authentication resolves, in sight.
      expect(screen.getByRole("status", { name: "Loading..." })).toHaveTextContent("Loading...");
      expect(screen.getByText("Loading...")).not.toHaveClass("sr-only");
      expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
      // Quick exit is on every page, this one too (docs/decisions/021).
      expect(screen.getByRole("button", { name: "Quick exit" })).toBeInTheDocument();
    },
  );

  it("does not wait for the current user on public paths", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderWithApp(<AppRouter />, { path: "/login" });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
  });

  it("shows the landing page to signed-out visitors at /", async () => {
    signedOut("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: /legal information from licensed attorneys/i }),
    ).toBeInTheDocument();
  });

  it("shows the home screen with the main navigation to signed-in users at /", async () => {
    signedIn("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Home screen" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });

  it("sends signed-out visitors of an authenticated route to /login, naming the screen to come back to", async () => {
    const { location } = signedOut("/submit-question");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe("/login?next=%2Fsubmit-question");
  });

  it.each([
    ["/dashboard", "User Dashboard screen"],
    ["/user-dashboard", "User Dashboard screen"],
    // Account settings are a screen of their own (docs/decisions/034).
    ["/settings", "Account settings"],
    ["/attorney", "Attorney Dashboard screen"],
    ["/attorney-dashboard", "Attorney Dashboard screen"],
    ["/attorney/claimed-questions", "Claimed Questions screen"],
    ["/submit-question", "Submit Question screen"],
    ["/question-queue", "Question Queue screen"],
    ["/question/12", "Question Detail screen for 12"],
    ["/questions/12", "Question Detail screen for 12"],
    ["/admin", "Admin screen"],
  ])("routes %s to the %s for a signed-in user", async (path, heading) => {
    signedIn(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ["/login", "Sign In"],
    ["/register", "Create Your Account"],
    ["/reset-password", "Invalid Reset Link"],
    ["/apply-attorney", "Apply Attorney screen"],
  ])("opens the public route %s signed out", async (path, heading) => {
    signedOut(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
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
