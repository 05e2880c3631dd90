// The asker's own actions on the question detail: withdraw, close, and whether the answer helped.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuestionDetailDto } from "@shared/api/types";
import { buildQuestionDetail, calls } from "@/features/questions/testing";
import { ANSWER, renderDetail } from "@/pages/question-detail.test-helpers";
import { jsonResponse, lastBody, toastRegion } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

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
    expect(screen.getByText("This question is closed, so it takes no more follow-ups.")).toBeInTheDocument();
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
