// The asker's own actions on the question detail: withdraw, close, whether the answer helped, and follow-ups that
// could reach nobody.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuestionDetailDto } from "@shared/api/types";
import { QUESTION_OUTCOME_ID } from "@/features/questions/components/answer-section";
import { buildQuestionDetail, calls } from "@/features/questions/testing";
import { questionQueryKey } from "@/lib/api/question";
import { ANSWER, renderDetail } from "@/pages/question-detail.test-helpers";
import { jsonResponse, lastBody, toastRegion } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

const WITHDRAW_REFUSED = { message: "Only a question that is waiting or being reviewed can be withdrawn" };
const outcomeCard = () => document.getElementById(QUESTION_OUTCOME_ID);
const reads = (fetchMock: Parameters<typeof calls>[0]) =>
  calls(fetchMock).filter((c) => c === "GET /api/questions/1").length;

/** Opens the withdraw dialog and confirms it; returns the dialog. */
async function confirmWithdraw(user: ReturnType<typeof renderDetail>["user"]) {
  await user.click(await screen.findByRole("button", { name: "Withdraw Question" }));
  const dialog = await screen.findByRole("alertdialog", { name: "Withdraw this question?" });
  await user.click(within(dialog).getByRole("button", { name: "Withdraw Question" }));
  return dialog;
}

describe("QuestionDetailPage: the asker's actions", () => {
  it("lets the asker withdraw a pending question after confirming; Keep It sends nothing", async () => {
    let status: QuestionDetailDto["status"] = "pending";
    const { user, fetchMock } = renderDetail(null, {
      "GET /api/questions/1": () => jsonResponse(200, buildQuestionDetail({ status })),
      "POST /api/questions/1/withdraw": () => {
        status = "withdrawn";
        return jsonResponse(200, { ...buildQuestionDetail(), status: "withdrawn" });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Withdraw Question" }));
    await user.click(await screen.findByRole("button", { name: "Keep It" }));
    expect(calls(fetchMock).filter((c) => c.startsWith("POST"))).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Withdraw Question" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Withdraw this question?" });
    await user.click(within(dialog).getByRole("button", { name: "Withdraw Question" }));
    expect(await toastRegion().findByText("Question Withdrawn")).toBeInTheDocument();
    expect(await screen.findByText("Withdrawn")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Withdraw Question" })).not.toBeInTheDocument();
    expect(screen.getByText("This question was withdrawn, so it takes no more follow-ups.")).toBeInTheDocument();
  });

  it("lets the asker close an answered question, and offers nothing to someone else", async () => {
    const { user, fetchMock } = renderDetail(buildQuestionDetail({ status: "answered", answer: ANSWER }), {
      "POST /api/questions/1/close": () => jsonResponse(200, { ...buildQuestionDetail(), status: "closed" }),
    });
    await user.click(await screen.findByRole("button", { name: "Close Question" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Close this question?" });
    await user.click(within(dialog).getByRole("button", { name: "Close Question" }));
    expect(await toastRegion().findByText("Question Closed")).toBeInTheDocument();
    expect(calls(fetchMock)).toContain("POST /api/questions/1/close");
    // "Did this answer help?" is optional: unanswered, the close carries no body.
    expect(lastBody(fetchMock, "/api/questions/1/close")).toBeUndefined();
  });

  it("asks once, as the asker closes, whether the answer helped, and sends the choice with the close", async () => {
    const { user, fetchMock } = renderDetail(buildQuestionDetail({ status: "answered", answer: ANSWER }), {
      "POST /api/questions/1/close": () => jsonResponse(200, { ...buildQuestionDetail(), status: "closed" }),
    });
    await user.click(await screen.findByRole("button", { name: "Close Question" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Close this question?" });
    const question = within(dialog).getByRole("radiogroup", { name: "Did this answer help? (optional)" });
    await user.click(within(question).getByRole("radio", { name: "Partly" }));
    await user.click(within(dialog).getByRole("button", { name: "Close Question" }));
    expect(await toastRegion().findByText("Question Closed")).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/questions/1/close")).toEqual({ helpful: "partly" });
  });

  it("keeps the dialog open and says why when withdrawing fails, and withdraws from there on a new try", async () => {
    let up = false;
    const { user } = renderDetail(buildQuestionDetail({ status: "pending" }), {
      "POST /api/questions/1/withdraw": () =>
        up
          ? jsonResponse(200, { ...buildQuestionDetail(), status: "withdrawn" })
          : jsonResponse(503, { message: "Service unavailable" }),
    });
    await user.click(await screen.findByRole("button", { name: "Withdraw Question" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Withdraw this question?" });
    await user.click(within(dialog).getByRole("button", { name: "Withdraw Question" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Service unavailable");
    up = true;
    await user.click(within(dialog).getByRole("button", { name: "Withdraw Question" }));
    expect(await toastRegion().findByText("Question Withdrawn")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("after a withdraw, puts focus on the answer's card, which says no answer will come", async () => {
    let status: QuestionDetailDto["status"] = "pending";
    const { user } = renderDetail(null, {
      "GET /api/questions/1": () => jsonResponse(200, buildQuestionDetail({ status })),
      "POST /api/questions/1/withdraw": () => {
        status = "withdrawn";
        return jsonResponse(200, { ...buildQuestionDetail(), status: "withdrawn" });
      },
    });
    await confirmWithdraw(user);
    expect(await screen.findByText(/You withdrew this question/)).toBeInTheDocument();
    await waitFor(() => expect(outcomeCard()).toHaveFocus());
  });

  // docs/ux.md: a change found made or overtaken elsewhere (409) is not refused again; the page shows where it stands.
  it("closes the dialog, with no refusal, when the question was answered meanwhile, and shows the answer first", async () => {
    let answered = false;
    const { user, fetchMock } = renderDetail(null, {
      "GET /api/questions/1": () =>
        jsonResponse(
          200,
          answered
            ? buildQuestionDetail({ status: "answered", answer: ANSWER })
            : buildQuestionDetail({ status: "pending" }),
        ),
      "POST /api/questions/1/withdraw": () => {
        answered = true;
        return jsonResponse(409, WITHDRAW_REFUSED);
      },
    });
    await confirmWithdraw(user);
    expect(await screen.findByText(ANSWER.content)).toBeInTheDocument();
    // Not "Close this question?" in its place, one click from closing a question whose answer is not read yet.
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() => expect(outcomeCard()).toHaveFocus());
    expect(screen.getByRole("button", { name: "Close Question" })).toBeInTheDocument();
    expect(screen.queryByText(WITHDRAW_REFUSED.message)).not.toBeInTheDocument();
    expect(reads(fetchMock)).toBe(2);
  });

  it.each([
    ["withdrawn", /You withdrew this question/],
    ["expired", "Closed — no attorney was available"],
  ] as const)(
    "says no error when the question was %s elsewhere, and puts focus on the answer's card",
    async (now, says) => {
      let moved = false;
      const { user } = renderDetail(null, {
        "GET /api/questions/1": () => jsonResponse(200, buildQuestionDetail({ status: moved ? now : "pending" })),
        "POST /api/questions/1/withdraw": () => {
          moved = true;
          return jsonResponse(409, WITHDRAW_REFUSED);
        },
      });
      await confirmWithdraw(user);
      expect((await screen.findAllByText(says)).length).toBeGreaterThan(0);
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
      await waitFor(() => expect(outcomeCard()).toHaveFocus());
      expect(toastRegion().queryByText("Error")).not.toBeInTheDocument();
      expect(screen.queryByText(WITHDRAW_REFUSED.message)).not.toBeInTheDocument();
    },
  );

  it("closes the dialog rather than turn it into another action when the page comes to show another status", async () => {
    const { user, queryClient } = renderDetail(buildQuestionDetail({ status: "pending" }));
    await user.click(await screen.findByRole("button", { name: "Withdraw Question" }));
    expect(await screen.findByRole("alertdialog", { name: "Withdraw this question?" })).toBeInTheDocument();
    act(() => {
      queryClient.setQueryData(questionQueryKey(1), buildQuestionDetail({ status: "answered", answer: ANSWER }));
    });
    expect(await screen.findByText(ANSWER.content)).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() => expect(outcomeCard()).toHaveFocus());
  });

  // docs/ux.md, "A failed submission stays on the form": an outage leaves the question on the page and the dialog open.
  it.each([
    ["the server is down", () => jsonResponse(503, { message: "Service unavailable" }), "Service unavailable"],
    [
      "the server cannot be reached",
      () => () => Promise.reject(new TypeError("Failed to fetch")),
      "We can't reach ClearCounsel right now. Please try again in a moment.",
    ],
  ] as const)("keeps the question and the dialog, and reads nothing again, when %s", async (_case, down, says) => {
    let first = true;
    const { user, fetchMock } = renderDetail(null, {
      "GET /api/questions/1": () => {
        if (!first) return jsonResponse(503, { message: "Service unavailable" });
        first = false;
        return jsonResponse(200, buildQuestionDetail({ status: "pending" }));
      },
      "POST /api/questions/1/withdraw": down,
    });
    const dialog = await confirmWithdraw(user);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(says);
    expect(reads(fetchMock)).toBe(1);
    expect(within(dialog).getByRole("button", { name: "Withdraw Question" })).toBeInTheDocument();
    // Behind the open dialog, hidden from the accessibility tree but there.
    expect(
      screen.getByRole("heading", { level: 1, name: "Can my landlord keep my deposit?", hidden: true }),
    ).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load this question. Please try again.")).not.toBeInTheDocument();
  });

  it("keeps showing the question when reading it again after a refusal fails", async () => {
    let first = true;
    const { user, fetchMock, queryClient } = renderDetail(null, {
      "GET /api/questions/1": () => {
        if (!first) return jsonResponse(503, { message: "Service unavailable" });
        first = false;
        return jsonResponse(200, buildQuestionDetail({ status: "pending" }));
      },
      "POST /api/questions/1/withdraw": () => jsonResponse(409, WITHDRAW_REFUSED),
    });
    await confirmWithdraw(user);
    await waitFor(() => expect(queryClient.getQueryState(questionQueryKey(1))?.status).toBe("error"));
    expect(reads(fetchMock)).toBe(2);
    expect(screen.getByRole("heading", { level: 1, name: "Can my landlord keep my deposit?" })).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load this question. Please try again.")).not.toBeInTheDocument();
  });

  // docs/ux.md, "Dialogs take focus and give it back": busy, Keep It and Escape do nothing.
  it("keeps the dialog open while the withdraw is being sent: Keep It and Escape wait", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user } = renderDetail(buildQuestionDetail({ status: "pending" }), {
      "POST /api/questions/1/withdraw": () => () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const dialog = await confirmWithdraw(user);
    await user.click(within(dialog).getByRole("button", { name: "Keep It" }));
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByRole("alertdialog", { name: "Withdraw this question?" })).toBeInTheDocument();
    answer(jsonResponse(200, { ...buildQuestionDetail(), status: "withdrawn" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(await toastRegion().findByText("Question Withdrawn")).toBeInTheDocument();
  });

  it("does not ask whether the answer helped when a question is withdrawn", async () => {
    const { user } = renderDetail(buildQuestionDetail({ status: "pending" }));
    await user.click(await screen.findByRole("button", { name: "Withdraw Question" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Withdraw this question?" });
    expect(within(dialog).queryByRole("radiogroup")).toBeNull();
  });

  it("shows no asker actions on a question the caller did not ask", async () => {
    renderDetail(buildQuestionDetail({ status: "pending", isYours: false }));
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Withdraw Question" })).not.toBeInTheDocument();
  });
});

describe("the asker's follow-ups once nobody can read them", () => {
  // docs/decisions/058.
  it("offers no follow-up form when the attorney who answered can no longer read one, and says where to turn", async () => {
    renderDetail(buildQuestionDetail({ status: "answered", answer: ANSWER, answererGone: true }));
    expect(
      await screen.findByText(/The attorney who answered this question can no longer read follow-ups/),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "ask a new question" })).toHaveAttribute("href", "/submit-question");
    expect(screen.queryByLabelText("Add a follow-up question")).not.toBeInTheDocument();
  });
});
