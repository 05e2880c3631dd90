import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { attorneyProfile, queueItem } from "@/features/queue/testing/fixtures";
import { showInSpanish } from "@/test/spanish";
import { jsonResponse, lastBody } from "@/test/render";
import { claimResponse, renderQueue } from "@/test/queue";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("QuestionQueuePage: who sees it", () => {
  it.each([
    ["without an attorney profile", jsonResponse(404, { message: "No attorney profile" })],
    ["with an unapproved profile", jsonResponse(200, attorneyProfile({ isApproved: false, approvedAt: null }))],
  ])("denies access %s, with a Return Home button, and never loads the queue", async (_who, profile) => {
    const { fetchMock } = renderQueue({ "GET /api/attorney/profile": () => profile });
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getByText("This page is only accessible to approved attorneys")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/questions/queue"))).toBe(false);
  });

  // docs/decisions/035: the spec's text stays, and an applicant learns in one line why.
  it("tells an applicant under review why, under the spec's Access Denied text", async () => {
    renderQueue({
      "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile({ isApproved: false, approvedAt: null })),
    });
    const reason = await screen.findByText(
      "Your attorney application is still under review. This page opens once an admin approves it, and we will e-mail you then.",
    );
    expect(reason.previousElementSibling).toHaveTextContent(/^This page is only accessible to approved attorneys$/);
    expect(screen.getByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
  });

  // docs/decisions/033: nobody is reviewing an approval that an admin ended.
  it("tells an attorney whose approval ended so, never that the application is under review", async () => {
    renderQueue({
      "GET /api/attorney/profile": () =>
        jsonResponse(
          200,
          attorneyProfile({ isApproved: false, approvedAt: null, revokedAt: "2026-11-20T12:00:00.000Z" }),
        ),
    });
    const reason = await screen.findByText(
      "An administrator ended your approval to answer questions. Your dashboard says more, and how to ask for it back.",
    );
    expect(reason.previousElementSibling).toHaveTextContent(/^This page is only accessible to approved attorneys$/);
    expect(screen.queryByText(/still under review/)).not.toBeInTheDocument();
  });

  it("says so in place of the queue when a claim is refused because the approval ended, with focus on a heading", async () => {
    let revoked = false;
    const { user } = renderQueue({
      "GET /api/attorney/profile": () =>
        jsonResponse(
          200,
          revoked
            ? attorneyProfile({ isApproved: false, approvedAt: null, revokedAt: "2026-11-20T12:00:00.000Z" })
            : attorneyProfile(),
        ),
      "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, [queueItem(1)]),
      "POST /api/questions/1/claim": () => {
        revoked = true;
        return jsonResponse(403, { message: "Forbidden" });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Claim Question" }));
    await screen.findByText(/An administrator ended your approval to answer questions/);
    await waitFor(() => expect(document.activeElement?.tagName).toMatch(/^H[1-3]$/));
  });

  it("gives no such reason to someone who never applied", async () => {
    const { fetchMock } = renderQueue({
      "GET /api/attorney/profile": () => jsonResponse(404, { message: "No attorney profile" }),
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/attorney/profile", expect.anything()));
    await screen.findByText("This page is only accessible to approved attorneys");
    expect(screen.queryByText(/still under review/)).not.toBeInTheDocument();
  });
});

describe("QuestionQueuePage: an approved attorney whose e-mail is not confirmed", () => {
  it("asks them to confirm it and never loads the queue", async () => {
    const { fetchMock } = renderQueue({
      "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile({ emailVerified: false })),
    });
    expect(
      await screen.findByText("Please confirm your e-mail address to start answering questions."),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("jane@example.com");
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/questions/queue"))).toBe(false);
  });
});

describe("QuestionQueuePage: the queue", () => {
  it("shows a card per question with badge, age, title, content, anonymity, hidden location and estimate", async () => {
    renderQueue({
      "GET /api/questions/queue?categoryId=all": () =>
        jsonResponse(200, [
          queueItem(1, {
            isAnonymous: true,
            categoryId: 5,
            createdAt: new Date(Date.now() - 10 * 60_000).toISOString(),
          }),
          queueItem(2, {
            categoryId: 2,
            content: "x".repeat(300),
            createdAt: new Date(Date.now() - 50 * 3_600_000).toISOString(),
          }),
        ]),
    });
    const grid = await screen.findByRole("region", { name: "Available questions" });
    const cards = await within(grid).findAllByRole("article");
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText("Housing & Tenant Rights")).toBeInTheDocument();
    expect(first.getByText("less than an hour ago")).toBeInTheDocument();
    expect(first.getByRole("heading", { name: "Question number 1 about my lease" })).toBeInTheDocument();
    expect(first.getByText("Anonymous User")).toBeInTheDocument();
    expect(first.getByText("Location Hidden")).toBeInTheDocument();
    expect(first.getByText(/10-15 min/)).toHaveTextContent("About 10-15 min to answer, judging by its length");
    expect(first.queryByText(/Est\. response time/)).not.toBeInTheDocument();
    expect(first.getByRole("button", { name: "Claim Question" })).toBeInTheDocument();
    const second = within(cards[1]!);
    expect(second.getByText("Family Law")).toBeInTheDocument();
    expect(second.getByText("2 days ago")).toBeInTheDocument();
    expect(second.getByText("Registered User")).toBeInTheDocument();
    expect(second.getByText(/15-20 min/)).toBeInTheDocument();
    expect(document.getElementById("available-questions")).toBe(grid);
  });

  it("shows 'No Questions Available' when the queue is empty", async () => {
    renderQueue({ "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, []) });
    expect(await screen.findByRole("heading", { name: "No Questions Available" })).toBeInTheDocument();
    // Nothing may have been asked yet: it does not say that others took the work.
    expect(
      screen.getByText("No questions are waiting for you right now. New questions appear here as people ask them."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/has been claimed/)).not.toBeInTheDocument();
  });

  it("names only the filters on screen when a filter leaves nothing: no state filter for one state", async () => {
    const { user } = renderQueue({
      "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, [queueItem(1)]),
      "GET /api/questions/queue?categoryId=2": () => jsonResponse(200, []),
    });
    const filter = await screen.findByLabelText("Filter by category");
    await waitFor(() => expect((filter as HTMLSelectElement).options).toHaveLength(4));
    await user.selectOptions(filter, "Family Law");
    expect(await screen.findByText("No questions are waiting for this filter. Try All Categories.")).toBeVisible();
    expect(screen.queryByLabelText("Filter by state")).not.toBeInTheDocument();
  });

  it("filters by category with 'All Categories' first", async () => {
    const { user, fetchMock } = renderQueue({
      "GET /api/questions/queue?categoryId=all": () =>
        jsonResponse(200, [queueItem(1), queueItem(2, { categoryId: 2 })]),
      "GET /api/questions/queue?categoryId=2": () => jsonResponse(200, [queueItem(2, { categoryId: 2 })]),
    });
    const filter = await screen.findByLabelText("Filter by category");
    expect(filter.closest("#queue-filters")).not.toBeNull();
    await waitFor(() => expect((filter as HTMLSelectElement).options).toHaveLength(4));
    expect(Array.from((filter as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      "All Categories",
      "General",
      "Family Law",
      "Housing & Tenant Rights",
    ]);
    expect(await screen.findAllByRole("article")).toHaveLength(2);
    await user.selectOptions(filter, "Family Law");
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith("/api/questions/queue?categoryId=2", expect.anything());
  });

  it("asks for the next page with the cutoff the first page was read with, so the walk keeps one order", async () => {
    const page1 = Array.from({ length: 50 }, (_, i) => queueItem(i + 1));
    const { user } = renderQueue({
      "GET /api/questions/queue?categoryId=all": () => {
        const res = jsonResponse(200, page1);
        res.headers.set("Queue-Cutoff", "2026-12-17");
        return res;
      },
      "GET /api/questions/queue?categoryId=all&after=50&cutoff=2026-12-17": () => jsonResponse(200, [queueItem(51)]),
    });
    await user.click(await screen.findByRole("button", { name: "Load More Questions" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(51));
  });

  it("loads the next page after the last id when a full page came back", async () => {
    const page1 = Array.from({ length: 50 }, (_, i) => queueItem(i + 1));
    const { user } = renderQueue({
      "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, page1),
      "GET /api/questions/queue?categoryId=all&after=50": () => jsonResponse(200, [queueItem(51)]),
    });
    await user.click(await screen.findByRole("button", { name: "Load More Questions" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(51));
    expect(screen.queryByRole("button", { name: "Load More Questions" })).not.toBeInTheDocument();
    // Focus moves to the first new question rather than being lost with the button.
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole("article")[50]?.closest("li")));
  });

  it("keeps the questions shown when Load More fails, says so beside the button, and loads from there", async () => {
    const page1 = Array.from({ length: 50 }, (_, i) => queueItem(i + 1));
    let down = true;
    const { user } = renderQueue({
      "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, page1),
      "GET /api/questions/queue?categoryId=all&after=50": () =>
        down ? jsonResponse(503, { message: "Service unavailable" }) : jsonResponse(200, [queueItem(51)]),
    });
    await user.click(await screen.findByRole("button", { name: "Load More Questions" }));
    expect(await screen.findByText("We couldn't load more questions. Please try again.")).toHaveAttribute(
      "role",
      "alert",
    );
    expect(screen.getAllByRole("article")).toHaveLength(50);
    expect(screen.queryByText("We couldn't load the question queue.")).not.toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole("button", { name: "Load More Questions" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(51));
    expect(screen.queryByText("We couldn't load more questions. Please try again.")).not.toBeInTheDocument();
  });
});

describe("QuestionQueuePage: jurisdiction, triage and conflicts (docs/decisions/018)", () => {
  const day = 86_400_000;
  const localDate = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  const licenses = (states: string[]) => () =>
    jsonResponse(
      200,
      states.map((state, i) => ({
        id: i + 1,
        state,
        licenseNumber: `${state}-1`,
        status: "verified",
        verifiedAt: "2026-01-01T00:00:00.000Z",
        createdAt: "2026-01-01T00:00:00.000Z",
      })),
    );

  it("shows the state, the deadline, the waiting level, the other side and Possible conflict on the cards", async () => {
    renderQueue({
      "GET /api/attorney/licenses": licenses(["TN"]),
      "GET /api/questions/queue?categoryId=all": () =>
        jsonResponse(200, [
          queueItem(1, {
            state: "TN",
            deadline: localDate(new Date(Date.now() + 5 * day)),
            deadlineType: "court_date",
            opposingParties: ["Hank Landlord"],
            possibleConflict: true,
          }),
          queueItem(2, { createdAt: new Date(Date.now() - 12 * day).toISOString() }),
          queueItem(3, { createdAt: new Date(Date.now() - 26 * day).toISOString() }),
        ]),
    });
    const cards = await screen.findAllByRole("article");
    const first = within(cards[0]!);
    expect(first.getByText("Tennessee")).toBeInTheDocument();
    expect(first.getByText("Court date in 5 days")).toBeInTheDocument();
    expect(first.getByText("Possible conflict")).toBeInTheDocument();
    expect(first.getByText("Hank Landlord")).toBeInTheDocument();
    expect(first.queryByText("Waiting 10+ days")).not.toBeInTheDocument();
    expect(within(cards[1]!).getByText("Waiting 10+ days")).toBeInTheDocument();
    expect(within(cards[2]!).getByText("Urgent")).toBeInTheDocument();
    expect(within(cards[1]!).queryByText("Possible conflict")).not.toBeInTheDocument();
  });

  it("asks to confirm before claiming a possible conflict; Don't Claim sends nothing, confirming sends confirmNoConflict", async () => {
    const { user, fetchMock } = renderQueue({
      "GET /api/questions/queue?categoryId=all": () =>
        jsonResponse(200, [queueItem(7, { possibleConflict: true, opposingParties: ["Hank Landlord"] })]),
      "POST /api/questions/7/claim": () => jsonResponse(200, claimResponse(7)),
      "GET /api/questions/7": () => jsonResponse(200, { ...claimResponse(7), categoryName: null }),
    });
    await user.click(await screen.findByRole("button", { name: "Claim Question" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Possible conflict of interest" });
    expect(within(dialog).getByText("Hank Landlord")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Don't Claim" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/claim"))).toBe(false);

    await user.click(screen.getByRole("button", { name: "Claim Question" }));
    await user.click(await screen.findByRole("button", { name: "No Conflict, Claim Question" }));
    await waitFor(() => expect(lastBody(fetchMock, "/api/questions/7/claim")).toEqual({ confirmNoConflict: true }));
  });

  it("offers a state filter when the attorney holds more than one verified state, and sends state=XX", async () => {
    const { user, fetchMock } = renderQueue({
      "GET /api/attorney/licenses": licenses(["TN", "CA"]),
      "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, [queueItem(1), queueItem(2)]),
      "GET /api/questions/queue?categoryId=all&state=CA": () => jsonResponse(200, [queueItem(2, { state: "CA" })]),
    });
    const filter = await screen.findByLabelText("Filter by state");
    expect(Array.from((filter as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      "All my states",
      "Tennessee",
      "California",
    ]);
    await user.selectOptions(filter, "California");
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith("/api/questions/queue?categoryId=all&state=CA", expect.anything());
  });
});

// docs/decisions/038: the queue in Spanish, in the words of docs/glossary-es.md.
describe("QuestionQueuePage in Spanish", () => {
  it("shows the page, the filter and the cards in Spanish, and claims through the conflict check in Spanish", async () => {
    showInSpanish();
    const { user, fetchMock } = renderQueue({
      "GET /api/questions/queue?categoryId=all": () =>
        jsonResponse(200, [queueItem(7, { possibleConflict: true, opposingParties: ["Hank Landlord"] })]),
      "POST /api/questions/7/claim": () => jsonResponse(200, claimResponse(7)),
      "GET /api/questions/7": () => jsonResponse(200, { ...claimResponse(7), categoryName: null }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Lista de preguntas" })).toBeInTheDocument();
    const filter = await screen.findByLabelText("Filtrar por tema");
    expect((filter as HTMLSelectElement).options[0]!.text).toBe("Todos los temas");
    // The categories by their Spanish names, on the card and in the filter.
    expect(await screen.findByTestId("queue-card-category")).toHaveTextContent("Vivienda");
    expect([...(filter as HTMLSelectElement).options].map((o) => o.text)).toContain("Familia");
    expect(await screen.findByRole("region", { name: "Preguntas disponibles" })).toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: "Tomar esta pregunta" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Posible conflicto de intereses" });
    expect(within(dialog).getByText("La otra parte, según la persona que pregunta:")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "No hay conflicto, tomar la pregunta" }));
    await waitFor(() => expect(lastBody(fetchMock, "/api/questions/7/claim")).toEqual({ confirmNoConflict: true }));
    expect(await screen.findByRole("heading", { level: 1, name: "Escribir la respuesta" })).toBeInTheDocument();
  });

  it("says in Spanish that no question is waiting", async () => {
    showInSpanish();
    renderQueue({ "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, []) });
    expect(await screen.findByRole("heading", { name: "No hay preguntas disponibles" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Ahora no hay preguntas esperándole. Las preguntas nuevas aparecen aquí cuando las personas las hacen.",
      ),
    ).toBeInTheDocument();
  });
});
