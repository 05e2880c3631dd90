import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { QuestionDetailPage } from "@/pages/question-detail";
import { claimed } from "@/pages/question-detail-admin.test-helpers";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser, toastRegion } from "@/test/render";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The admin's view of question 1, whose release is answered by `release` after `delayMs`. */
function renderRelease(release: () => Response, delayMs = 0) {
  let released = false;
  mockFetch({
    ...sessionHandlers(testUser, ["user", "admin"]),
    "GET /api/questions/1": () =>
      jsonResponse(200, released ? claimed({ status: "pending", claimer: null }) : claimed()),
    "GET /api/admin/audit?questionId=1": () => jsonResponse(200, []),
    "POST /api/admin/questions/1/release": () => () =>
      new Promise<Response>((resolve) =>
        setTimeout(() => {
          const response = release();
          // A 409: the claim had ended already; the question is read again as it now is.
          released = response.ok || response.status === 409;
          resolve(response);
        }, delayMs),
      ),
  });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithApp(<Route path="/question/:id" component={QuestionDetailPage} />, { path: "/question/1" });
  return user;
}

async function confirmRelease(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Release Claim" }));
  const dialog = await screen.findByRole("alertdialog", { name: /Release Atticus Finch's claim/ });
  await user.click(within(dialog).getByRole("button", { name: "Release Claim" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
}

// The admin's view of a question (admin-question-view.tsx). docs/ux.md, "Focus and keyboard": focus goes where reading
// goes on, never to the page's body.
describe("the admin's Release on a question", () => {
  it("keeps focus on Release while it is sent, then moves it to the status line that says it was released", async () => {
    const user = renderRelease(() => jsonResponse(200, claimed({ status: "pending" })), 2000);
    await confirmRelease(user);
    const releasing = await screen.findByRole("button", { name: "Releasing..." });
    await waitFor(() => expect(releasing).toHaveFocus());
    await act(() => vi.advanceTimersByTimeAsync(2000));
    const status = await screen.findByText(/Released: question #1 is back in the queue/);
    await waitFor(() => expect(status).toHaveFocus());
  });

  it("says a failed release in the status line as well as in the toast, and focus is there", async () => {
    const user = renderRelease(() => jsonResponse(503, { message: "Service unavailable" }), 500);
    await confirmRelease(user);
    await waitFor(() => expect(screen.getByRole("button", { name: "Releasing..." })).toHaveFocus());
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await toastRegion().findByText("Release Failed")).toBeInTheDocument();
    const status = await screen.findByText("Release Failed: Service unavailable");
    expect(status).toHaveAttribute("role", "status");
    await waitFor(() => expect(status).toHaveFocus());
    // Release is there again for another try, and the same failure a second time still takes focus.
    await user.click(screen.getByRole("button", { name: "Release Claim" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Release Claim" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Releasing..." })).toHaveFocus());
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(screen.getByText("Release Failed: Service unavailable")).toHaveFocus());
  });

  it("says the claim had already ended, not that releasing failed, when it was released or answered meanwhile", async () => {
    const notClaimed = "This question is not claimed, so there is nothing to release";
    const user = renderRelease(() => jsonResponse(409, { message: notClaimed }), 500);
    await confirmRelease(user);
    await act(() => vi.advanceTimersByTimeAsync(500));
    const status = await screen.findByText(`Claim Already Ended: ${notClaimed}`);
    await waitFor(() => expect(status).toHaveFocus());
    expect(await toastRegion().findByText("Claim Already Ended")).toBeVisible();
    expect(toastRegion().queryByText("Release Failed")).not.toBeInTheDocument();
    // Read again, the question is no longer claimed: nothing is offered to release.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Release Claim" })).not.toBeInTheDocument());
  });
});
