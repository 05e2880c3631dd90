// The dashboard's list when it could not be read: Try again leaves focus on the page's heading, not the body.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UserQuestionsOverview } from "@/features/questions/components/user-questions-overview";
import { userQuestionsQueryKey } from "@/features/questions/api/get-user-questions";
import { buildUserQuestion } from "@/features/questions/testing";
import { failsThenWaits, jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("UserQuestionsOverview: Try again", () => {
  it.each([
    ["read", () => jsonResponse(200, [buildUserQuestion()]), "Can my landlord keep my deposit?"],
    ["refused again", () => jsonResponse(503, { message: "Service unavailable" }), "We couldn't load your questions."],
  ] as const)("puts focus on the page's heading once the list is %s", async (_case, second, shows) => {
    const { handler, answer } = failsThenWaits();
    mockFetch({ ...sessionHandlers(testUser), "GET /api/questions/user": handler });
    renderWithApp(
      <main>
        <h1>My Questions</h1>
        <UserQuestionsOverview />
      </main>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Loading your dashboard...");
    answer(second());
    expect((await screen.findAllByText(new RegExp(shows))).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "My Questions" })).toHaveFocus());
  });
});

describe("UserQuestionsOverview: reading the list again", () => {
  it("keeps the list shown when reading it again fails", async () => {
    let down = false;
    mockFetch({
      ...sessionHandlers(testUser),
      "GET /api/questions/user": () =>
        down ? jsonResponse(503, { message: "Service unavailable" }) : jsonResponse(200, [buildUserQuestion()]),
    });
    const { queryClient } = renderWithApp(<UserQuestionsOverview />);
    expect(await screen.findByText("Can my landlord keep my deposit?")).toBeInTheDocument();
    down = true;
    await queryClient.refetchQueries({ queryKey: userQuestionsQueryKey });
    await waitFor(() => expect(queryClient.getQueryState(userQuestionsQueryKey)?.status).toBe("error"));
    expect(screen.getByText("Can my landlord keep my deposit?")).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load your questions. Please try again.")).not.toBeInTheDocument();
  });
});
