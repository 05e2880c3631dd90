// docs/decisions/055: what a person was sending when their session ended comes back after they sign in again.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildQuestionDetail } from "@/features/questions/testing";
import { claimedQuestion, questionDetail } from "@/features/queue/testing/fixtures";
import { goTo } from "@/lib/browser";
import { keepDraft, keptDraftPath } from "@/lib/kept-draft";
import { quickExit } from "@/lib/quick-exit";
import { ANSWER, renderClaimed } from "@/pages/claimed-questions.test-helpers";
import { renderDetail } from "@/pages/question-detail.test-helpers";
import { Route } from "wouter";
import { TWO_FACTOR_REQUIRED } from "@shared/api/messages";
import { categoriesHandler, expectationHandlers, expectationOf } from "@/features/questions/testing";
import { LoginPage } from "@/pages/login";
import { SubmitQuestionPage } from "@/pages/submit-question";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser, toastRegion } from "@/test/render";
import { CONTENT, TITLE, fillIn, renderForm, submitButton } from "@/test/submit-question";

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const signedOut = () => jsonResponse(401, { message: "Unauthorized" });
const NOTE = "You were signed out before this was sent, so we kept what you wrote. Check it, then send it again.";
const stored = () => sessionStorage.getItem("cc-kept-draft");

/** Signs in on the Sign In page as `account`, whose password the server takes. */
async function signIn(account: typeof testUser) {
  let signedIn = false;
  mockFetch({
    ...sessionHandlers(null),
    "GET /api/auth/user": () => (signedIn ? jsonResponse(200, account) : signedOut()),
    "POST /api/auth/login": () => {
      signedIn = true;
      return jsonResponse(200, account);
    },
  });
  const user = userEvent.setup();
  const view = renderWithApp(<LoginPage />, { path: "/login" });
  await user.type(screen.getByLabelText("Email"), account.email);
  await user.type(screen.getByLabelText("Password"), "correct-horse");
  await user.click(screen.getByRole("button", { name: "Sign In" }));
  return view;
}

describe("a draft through the end of a session", () => {
  it("keeps the question being asked, opens the form with it after sign-in, then forgets it", async () => {
    const { user } = renderForm({
      "POST /api/terms/accept": () => jsonResponse(200, { termsAcceptedAt: "2026-11-21T12:00:00.000Z" }),
      "POST /api/questions": signedOut,
    });
    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/api/login"));
    expect(keptDraftPath(testUser.id)).toBe("/submit-question");
    cleanup();

    renderForm();
    expect(await screen.findByLabelText("Question title")).toHaveValue(TITLE);
    expect(screen.getByLabelText("Detailed question")).toHaveValue(CONTENT);
    expect(screen.getByText(NOTE).closest("[role=status]")).toBeInTheDocument();
    // Kept while its form is open, forgotten once the form is left.
    expect(stored()).not.toBeNull();
    cleanup();
    expect(stored()).toBeNull();

    renderForm();
    expect(await screen.findByLabelText("Question title")).toHaveValue("");
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it("keeps the asker's choice to stay anonymous and their answer to 'Are you safe right now?'", async () => {
    const { user } = renderForm({
      "POST /api/terms/accept": () => jsonResponse(200, { termsAcceptedAt: "2026-11-21T12:00:00.000Z" }),
      "PUT /api/account/discreet-mail": () => jsonResponse(200, { discreetMail: true }),
      "POST /api/questions": signedOut,
    });
    const safety = await screen.findByRole("radiogroup", { name: /Are you safe right now\?/ });
    await user.click(within(safety).getByRole("radio", { name: "No" }));
    expect(screen.getByRole("radio", { name: "Anonymous" })).toBeChecked();
    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/api/login"));
    cleanup();

    // Never back to "Show my name" for someone who chose not to be named.
    renderForm();
    expect(await screen.findByLabelText("Question title")).toHaveValue(TITLE);
    expect(screen.getByRole("radio", { name: "Anonymous" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Show my name" })).not.toBeChecked();
    const again = screen.getByRole("radiogroup", { name: /Are you safe right now\?/ });
    expect(within(again).getByRole("radio", { name: "No" })).toBeChecked();
  });

  it("keeps discreet e-mail, chosen by 'No' and not yet saved when the session ended", async () => {
    const { user } = renderForm({
      "POST /api/terms/accept": () => jsonResponse(200, { termsAcceptedAt: "2026-11-21T12:00:00.000Z" }),
      "PUT /api/account/discreet-mail": signedOut,
    });
    const safety = await screen.findByRole("radiogroup", { name: /Are you safe right now\?/ });
    await user.click(within(safety).getByRole("radio", { name: "No" }));
    expect(screen.getByRole("checkbox", { name: /Discreet e-mail/ })).toBeChecked();
    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/api/login"));
    cleanup();

    renderForm({ "PUT /api/account/discreet-mail": () => jsonResponse(200, { discreetMail: true }) });
    expect(await screen.findByLabelText("Question title")).toHaveValue(TITLE);
    expect(screen.getByRole("checkbox", { name: /Discreet e-mail/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Anonymous" })).toBeChecked();
  });

  it("never shows one account's draft to another, and forgets it when another signs in", async () => {
    const other = { ...testUser, id: "8d0f6c1e-0000-4000-8000-000000000002", email: "sam@example.com" };
    keepDraft(testUser.id, "question", "/submit-question", { title: TITLE, content: CONTENT });
    renderForm({}, other);
    expect(await screen.findByLabelText("Question title")).toHaveValue("");
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
    cleanup();
    const { location } = await signIn(other);
    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
    expect(stored()).toBeNull();
  });

  it("keeps a follow-up for its own question only", async () => {
    const { user } = renderDetail(buildQuestionDetail({ status: "claimed" }), { "POST /api/followups": signedOut });
    await user.type(await screen.findByLabelText("Add a follow-up question"), "What if they claim damage?");
    await user.click(screen.getByRole("button", { name: "Send Follow-up" }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/api/login"));
    expect(keptDraftPath(testUser.id)).toBe("/question/1");
    cleanup();

    const { user: again } = renderDetail(buildQuestionDetail({ status: "claimed" }), {
      "POST /api/followups": () => jsonResponse(201, { id: 5, content: "What if they claim damage?" }),
    });
    expect(await screen.findByLabelText("Add a follow-up question")).toHaveValue("What if they claim damage?");
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    // Sent from the box that stays on screen: the note and the kept draft go.
    await again.click(screen.getByRole("button", { name: "Send Follow-up" }));
    expect(await toastRegion().findByText("Follow-up Sent")).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
    expect(stored()).toBeNull();
    // The box is empty once sent: the kept text back in it would read as a new follow-up to send again.
    expect(screen.getByLabelText("Add a follow-up question")).toHaveValue("");
  });

  it("keeps an answer, with its disclaimer choice, and opens Compose Answer with it again", async () => {
    const handlers = {
      "GET /api/attorney/claimed-questions": () => jsonResponse(200, [claimedQuestion(4)]),
      "GET /api/questions/4": () => jsonResponse(200, questionDetail(4)),
    };
    const { user } = renderClaimed({ ...handlers, "POST /api/questions/4/answer": signedOut });
    await user.click(await screen.findByRole("button", { name: "Provide Answer" }));
    await user.type(await screen.findByLabelText("Your Answer"), ANSWER);
    await user.click(screen.getByRole("checkbox", { name: /disclaimer/i }));
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/api/login"));
    const path = keptDraftPath(testUser.id);
    expect(path).toBe("/attorney/claimed-questions?answer=4");
    cleanup();

    renderClaimed(handlers, path);
    expect(await screen.findByLabelText("Your Answer")).toHaveValue(ANSWER);
    expect(screen.getByRole("checkbox", { name: /disclaimer/i })).not.toBeChecked();
    expect(screen.getByText(NOTE)).toBeInTheDocument();
  });

  it("keeps an answer refused until two-step sign-in is turned on, and says so when Compose Answer opens again", async () => {
    const handlers = {
      "GET /api/attorney/claimed-questions": () => jsonResponse(200, [claimedQuestion(4)]),
      "GET /api/questions/4": () => jsonResponse(200, questionDetail(4)),
    };
    const { user } = renderClaimed(
      { ...handlers, "POST /api/questions/4/answer": () => jsonResponse(403, { message: TWO_FACTOR_REQUIRED }) },
      "/attorney/claimed-questions?answer=4",
    );
    await user.type(await screen.findByLabelText("Your Answer"), ANSWER);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    await waitFor(() => expect(keptDraftPath(testUser.id)).toBe("/attorney/claimed-questions?answer=4"));
    // Not refused for good: sending it again can work once the second step is on.
    expect(screen.queryByText("Your answer was not sent")).not.toBeInTheDocument();
    cleanup();

    renderClaimed(handlers, "/attorney/claimed-questions?answer=4");
    expect(await screen.findByLabelText("Your Answer")).toHaveValue(ANSWER);
    expect(
      screen.getByText(
        "Two-step sign-in had to be turned on before this could be sent, so we kept what you wrote. Check it, then send it again.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it("is forgotten by Quick exit", () => {
    keepDraft(testUser.id, "question", "/submit-question", { title: TITLE, content: CONTENT });
    vi.stubGlobal("location", { ...window.location, replace: vi.fn() });
    quickExit();
    expect(stored()).toBeNull();
  });

  it("stays on the form it reopened once signed in, whichever of the sign-in's two moves comes first", async () => {
    keepDraft(testUser.id, "question", "/submit-question", { title: TITLE, content: CONTENT });
    let signedIn = false;
    // The sign-in's reload of the user waits until the form is on screen: the page has moved to the form before the
    // sign-in itself says where to go.
    let formShown!: () => void;
    const shown = new Promise<void>((resolve) => (formShown = resolve));
    mockFetch({
      ...sessionHandlers(null),
      ...categoriesHandler,
      ...expectationHandlers(expectationOf("TN")),
      "GET /api/auth/user": () => (signedIn ? async () => (await shown, jsonResponse(200, testUser)) : signedOut()),
      "POST /api/auth/login": () => {
        signedIn = true;
        return jsonResponse(200, testUser);
      },
    });
    const user = userEvent.setup();
    const { location } = renderWithApp(
      <>
        <Route path="/login" component={LoginPage} />
        <Route path="/submit-question" component={SubmitQuestionPage} />
      </>,
      { path: "/login" },
    );
    await user.type(screen.getByLabelText("Email"), testUser.email);
    await user.type(screen.getByLabelText("Password"), "correct-horse");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByLabelText("Question title")).toHaveValue(TITLE);
    formShown();
    expect(await toastRegion().findByText("Login Successful")).toBeInTheDocument();
    expect(location.history.at(-1)).toBe("/submit-question");
    expect(screen.getByText(NOTE)).toBeInTheDocument();
  });

  it("after signing in as the same account, opens the screen it was written on, not Home", async () => {
    keepDraft(testUser.id, "follow-up:1", "/question/1", { content: "What if they claim damage?" });
    const { location } = await signIn(testUser);
    await waitFor(() => expect(location.history.at(-1)).toBe("/question/1"));
    // Still kept, for the form that opens there.
    expect(stored()).not.toBeNull();
  });
});
