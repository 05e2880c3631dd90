// Try again on the question detail, when it could not be read: focus goes on from the page's heading, not the body.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { buildQuestionDetail, expectationHandlers, expectationOf } from "@/features/questions/testing";
import { QuestionDetailPage } from "@/pages/question-detail";
import { failsThenWaits, jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The first read fails; the second waits until the test answers it, so the spinner is drawn meanwhile. */
function renderFailingFirst() {
  const { handler, answer } = failsThenWaits();
  mockFetch({
    ...sessionHandlers(testUser),
    ...expectationHandlers(expectationOf("PA")),
    "GET /api/questions/1": handler,
  });
  // The page's heading is found inside <main>, as the app's page shell draws it (lib/focus.ts).
  renderWithApp(
    <main>
      <Route path="/question/:id" component={QuestionDetailPage} />
    </main>,
    { path: "/question/1" },
  );
  return { user: userEvent.setup(), answer };
}

describe("QuestionDetailPage: Try again", () => {
  it("puts focus on the question's heading once it is read", async () => {
    const { user, answer } = renderFailingFirst();
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Loading...");
    answer(jsonResponse(200, buildQuestionDetail({ status: "pending" })));
    const heading = await screen.findByRole("heading", { level: 1, name: "Can my landlord keep my deposit?" });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("puts focus on the page's heading, over the new notice, when it fails again", async () => {
    const { user, answer } = renderFailingFirst();
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Loading...");
    answer(jsonResponse(503, { message: "Service unavailable" }));
    expect(await screen.findByText("We couldn't load this question. Please try again.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Question Details" })).toHaveFocus());
  });
});
