import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuestionDetailDto } from "@shared/api/types";
import { buildQuestionDetail, calls, expectationHandlers, expectationOf } from "@/features/questions/testing";
import { goTo } from "@/lib/browser";
import { showInSpanish } from "@/test/spanish";
import { jsonResponse, lastBody, testUser, toastRegion } from "@/test/render";
import { ANSWER, renderDetail } from "@/pages/question-detail.test-helpers";

afterEach(() => {
  vi.unstubAllGlobals();
});

const followUpBox = () => screen.queryByLabelText("Add a follow-up question");

describe("QuestionDetailPage", () => {
  it("shows a pending question with its status, date, category and privacy, and no follow-up form", async () => {
    renderDetail(
      buildQuestionDetail({
        status: "pending",
        categoryName: "Family Law",
        isAnonymous: true,
        state: "PA",
        deadline: "2026-12-04",
        deadlineType: "filing_deadline",
      }),
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Can my landlord keep my deposit?" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Pending")).toBeInTheDocument();
    expect(screen.getByText("Pending review.")).toBeInTheDocument();
    expect(screen.getByText("Nov 21, 2026")).toBeInTheDocument();
    expect(screen.getByText("Family Law")).toBeInTheDocument();
    expect(screen.getByText("Anonymous")).toBeInTheDocument();
    expect(screen.getByText("Waiting for an attorney's response")).toBeInTheDocument();
    expect(followUpBox()).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send Follow-up" })).not.toBeInTheDocument();
  });

  it("says an answer is not guaranteed, instead of promising one, while no volunteer may answer in its state", async () => {
    const pendingInPa = buildQuestionDetail({ status: "pending", state: "PA", language: "en" });
    renderDetail(pendingInPa, expectationHandlers(expectationOf("PA", { volunteers: 0 })));
    expect(
      await screen.findByText(
        /No volunteer attorney for Pennsylvania has joined yet, so an answer is not guaranteed\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/within 24 hours/)).not.toBeInTheDocument();
  });

  it.each([
    ["claimed", "Being Reviewed"],
    ["answered", "Answered"],
  ])("offers the follow-up form once the status is %s", async (status, label) => {
    renderDetail(
      buildQuestionDetail({
        status: status as QuestionDetailDto["status"],
        answer: status === "answered" ? ANSWER : null,
      }),
    );
    expect(await screen.findByText(label, { selector: "span" })).toBeInTheDocument();
    expect(followUpBox()).toBeInTheDocument();
  });

  it("keeps the question's title out of the page title: 'Your question' for the asker, else 'Question Details'", async () => {
    const mine = renderDetail(buildQuestionDetail({ isYours: true }));
    expect(await screen.findByRole("heading", { level: 1, name: "Can my landlord keep my deposit?" })).toBeVisible();
    expect(document.title).toBe("Your question | ClearCounsel");
    mine.unmount();
    renderDetail(buildQuestionDetail({ isYours: false }));
    expect(await screen.findByRole("heading", { level: 1, name: "Can my landlord keep my deposit?" })).toBeVisible();
    expect(document.title).toBe("Question Details | ClearCounsel");
  });

  it("says plainly when no attorney was available, and lists where else to turn", async () => {
    const resources = [
      { name: "Help4TN", url: "https://www.help4tn.org/" },
      { name: "LawHelp.org: free legal aid programs near you", url: "https://www.lawhelp.org/" },
    ];
    renderDetail(buildQuestionDetail({ status: "expired", state: "TN", resources }));
    expect(await screen.findAllByText("Closed — no attorney was available")).toHaveLength(2);
    expect(screen.queryByText("Waiting for an attorney's response")).not.toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Legal aid resources" });
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual(resources.map((r) => [r.name, r.url]));
    expect(screen.getByRole("link", { name: "ask again" })).toHaveAttribute("href", "/submit-question");
    expect(followUpBox()).not.toBeInTheDocument();
  });

  it("says a withdrawn question will get no answer, not that it waits", async () => {
    renderDetail(buildQuestionDetail({ status: "withdrawn" }));
    expect(await screen.findByText(/You withdrew this question, so no attorney will answer it/)).toBeInTheDocument();
    expect(screen.queryByText("Waiting for an attorney's response")).not.toBeInTheDocument();
  });

  // docs/decisions/025.
  it("tells the asker what the attorney will see, and keeps the emergency line on a pending question", async () => {
    renderDetail(buildQuestionDetail({ status: "pending", isAnonymous: true }));
    expect(await screen.findByText("Anonymous User")).toBeInTheDocument();
    expect(screen.getByText("The attorney will see:")).toBeInTheDocument();
    expect(screen.getByRole("complementary", { name: "Emergency numbers" })).toHaveTextContent("1-800-799-7233");
  });

  it("names the asker as the attorney will see them, and drops the emergency line once claimed", async () => {
    renderDetail(buildQuestionDetail({ status: "claimed", isAnonymous: false }));
    expect(await screen.findByText(`${testUser.firstName} ${testUser.lastName}`)).toBeInTheDocument();
    expect(screen.queryByRole("complementary", { name: "Emergency numbers" })).not.toBeInTheDocument();
  });

  it("shows an attorney that the asker said they are not safe", async () => {
    renderDetail(buildQuestionDetail({ status: "claimed", isYours: false, safetyConcern: true }));
    expect(await screen.findByText("Safety concern:")).toBeInTheDocument();
    expect(screen.queryByText("The attorney will see:")).not.toBeInTheDocument();
  });

  it("shows an unknown status as-is", async () => {
    renderDetail(buildQuestionDetail({ status: "archived" as QuestionDetailDto["status"] }));
    expect(await screen.findAllByText("archived")).not.toHaveLength(0);
  });

  it("shows the answer with its disclaimer and date, the registered-user marker and the General fallback", async () => {
    renderDetail(
      buildQuestionDetail({ status: "answered", answer: ANSWER, answeredAt: ANSWER.createdAt, categoryName: null }),
    );
    expect(await screen.findByText(ANSWER.content)).toBeInTheDocument();
    // The words Compose Answer showed the attorney beside the checkbox (question-queue-claim.test.tsx).
    expect(screen.getByRole("note")).toHaveTextContent(
      "Disclaimer: This response is general legal information, not legal advice, and does not create an attorney-client relationship. For advice about your situation, consult an attorney licensed in your state.",
    );
    expect(screen.getByText(/Answered by/)).toHaveTextContent("Answered by a volunteer attorney on Nov 22, 2026");
    expect(screen.getByText("Registered User")).toBeInTheDocument();
    expect(screen.getByText("General")).toBeInTheDocument();
    expect(screen.queryByText("Waiting for an attorney's response")).not.toBeInTheDocument();
  });

  it("leaves the disclaimer out when the attorney did", async () => {
    renderDetail(buildQuestionDetail({ status: "answered", answer: { ...ANSWER, includeDisclaimer: false } }));
    await screen.findByText(ANSWER.content);
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it.each([
    [true, "You"],
    [false, "Asker"],
  ])("lists the follow-ups oldest first with their authors (the asker's own page: %s)", async (isYours, asker) => {
    renderDetail(
      buildQuestionDetail({
        status: "claimed",
        isYours,
        followUps: [
          { id: 1, content: "What about interest on it?", createdAt: "2026-11-21T13:00:00.000Z", author: "asker" },
          { id: 2, content: "Interest is owed as well.", createdAt: "2026-11-21T14:00:00.000Z", author: "attorney" },
        ],
      }),
    );
    const items = await screen.findAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(new RegExp(`^${asker} ·.*What about interest on it\\?$`)),
      expect.stringMatching(/^Attorney ·.*Interest is owed as well\.$/),
    ]);
  });

  it.each([
    ["", "Follow-up Required: Please enter your follow-up question."],
    ["Why?", "Follow-up Too Short: Please provide more detail (at least 10 characters)."],
  ])("shows the spec's message for the follow-up %j and sends nothing", async (text, message) => {
    const { user, fetchMock } = renderDetail(buildQuestionDetail({ status: "claimed" }));
    const box = await screen.findByLabelText("Add a follow-up question");
    if (text) await user.type(box, text);
    await user.click(screen.getByRole("button", { name: "Send Follow-up" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(calls(fetchMock)).not.toContain("POST /api/followups");
  });

  it("sends a follow-up, toasts 'Follow-up Sent' and reloads the question", async () => {
    const { user, fetchMock } = renderDetail(buildQuestionDetail({ status: "claimed" }), {
      "POST /api/followups": () =>
        jsonResponse(201, {
          id: 5,
          content: "What if they claim damage?",
          createdAt: "2026-11-21T15:00:00.000Z",
          author: "asker",
        }),
    });
    await user.type(await screen.findByLabelText("Add a follow-up question"), "What if they claim damage?");
    await user.click(screen.getByRole("button", { name: "Send Follow-up" }));
    expect(await toastRegion().findByText("Follow-up Sent")).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/followups")).toEqual({ questionId: 1, content: "What if they claim damage?" });
    await waitFor(() => expect(calls(fetchMock).filter((c) => c === "GET /api/questions/1")).toHaveLength(2));
    expect(screen.getByLabelText("Add a follow-up question")).toHaveValue("");
  });

  it("toasts the fallback text when the follow-up fails", async () => {
    const { user } = renderDetail(buildQuestionDetail({ status: "claimed" }), {
      "POST /api/followups": () => new Response("", { status: 500, statusText: "Internal Server Error" }),
    });
    await user.type(await screen.findByLabelText("Add a follow-up question"), "What if they claim damage?");
    await user.click(screen.getByRole("button", { name: "Send Follow-up" }));
    expect(await toastRegion().findByText("Failed to submit follow-up. Please try again.")).toBeInTheDocument();
  });

  it("marks the question's words, its answer and follow-ups with the language they are written in", async () => {
    renderDetail(
      buildQuestionDetail({
        status: "answered",
        language: "es",
        title: "¿Puede mi casero quedarse con el depósito?",
        content: "Mi casero no me devuelve el depósito y no dice por qué. ¿Qué puedo hacer ahora?",
        answer: ANSWER,
        followUps: [{ id: 1, content: "¿Y los intereses?", createdAt: "2026-11-23T13:00:00.000Z", author: "asker" }],
      }),
    );
    const heading = await screen.findByRole("heading", {
      level: 1,
      name: "¿Puede mi casero quedarse con el depósito?",
    });
    expect(heading).toHaveAttribute("lang", "es");
    expect(screen.getByText(/Mi casero no me devuelve el depósito/)).toHaveAttribute("lang", "es");
    expect(screen.getByText(ANSWER.content)).toHaveAttribute("lang", "es");
    expect(screen.getByText("¿Y los intereses?")).toHaveAttribute("lang", "es");
    // The page's own words stay in the page's language.
    expect(screen.getByText("Attorney Response").closest("[lang]")?.getAttribute("lang") ?? "en").not.toBe("es");
  });

  it("reads the question again when a follow-up is refused because it moved on, and keeps the text to copy", async () => {
    let reads = 0;
    const text = "What if they claim damage?";
    const { user, fetchMock } = renderDetail(null, {
      // Released by its attorney while the follow-up was written: pending again when read a second time.
      "GET /api/questions/1": () =>
        jsonResponse(200, buildQuestionDetail({ status: reads++ === 0 ? "claimed" : "pending" })),
      "POST /api/followups": () =>
        jsonResponse(409, { message: "Follow-ups can be added once an attorney has claimed the question" }),
    });
    await user.type(await screen.findByLabelText("Add a follow-up question"), text);
    await user.click(screen.getByRole("button", { name: "Send Follow-up" }));
    expect(
      await screen.findByText("You can add follow-up questions once an attorney has claimed this question."),
    ).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => c === "GET /api/questions/1")).toHaveLength(2);
    expect(screen.getByText("Waiting for an attorney's response")).toBeInTheDocument();
    const unsent = screen.getByLabelText(/Your follow-up was not sent/);
    expect(unsent).toHaveValue(text);
    expect(unsent).toHaveAttribute("readonly");
    expect(unsent).toHaveFocus();
    expect(followUpBox()).not.toBeInTheDocument();
  });

  it.each([
    ["claimed", "Back to Claimed Questions", "/attorney/claimed-questions"],
    ["answered", "Back to Claimed Questions", "/attorney/claimed-questions"],
    ["pending", "Back to the Question Queue", "/question-queue"],
  ] as const)(
    "leads an attorney back to their own lists, not the asker's (a %s question)",
    async (status, name, href) => {
      renderDetail(buildQuestionDetail({ status, isYours: false }));
      expect(await screen.findByRole("link", { name })).toHaveAttribute("href", href);
      expect(screen.queryByRole("link", { name: "Back to My Questions" })).not.toBeInTheDocument();
    },
  );

  it("shows the 'Question Not Found' card for a 404, with a way back", async () => {
    renderDetail(null);
    expect(await screen.findByRole("heading", { level: 1, name: "Question Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to My Questions" })).toHaveAttribute("href", "/dashboard");
  });

  it("shows 'Question Not Found' for an id that cannot exist, without asking the server", async () => {
    const { fetchMock } = renderDetail(null, {}, "/questions/abc");
    expect(await screen.findByRole("heading", { level: 1, name: "Question Not Found" })).toBeInTheDocument();
    expect(calls(fetchMock).some((c) => c.includes("/api/questions/"))).toBe(false);
  });

  it("serves /questions/{id} as well", async () => {
    renderDetail(buildQuestionDetail(), {}, "/questions/1");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Can my landlord keep my deposit?" }),
    ).toBeInTheDocument();
  });

  it("treats a 401 as signed out: the 'Unauthorized' toast, then /api/login", async () => {
    renderDetail(null, { "GET /api/questions/1": () => jsonResponse(401, { message: "Unauthorized" }) });
    expect(await toastRegion().findByText("Unauthorized")).toBeInTheDocument();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/api/login"));
  });
});

describe("QuestionDetailPage in Spanish", () => {
  it("shows a pending question, its category and what happens next in Spanish", async () => {
    showInSpanish();
    renderDetail(
      buildQuestionDetail({
        status: "pending",
        categoryName: "Family Law",
        isAnonymous: true,
        state: "PA",
        deadline: "2026-12-04",
        deadlineType: "filing_deadline",
      }),
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Can my landlord keep my deposit?" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a Mis preguntas" })).toBeInTheDocument();
    expect(screen.getByText("Pendiente")).toBeInTheDocument();
    expect(screen.getByText("Familia")).toBeInTheDocument();
    expect(screen.getByText("Tema:")).toBeInTheDocument();
    // The dates, the state and the kind of date in Spanish (docs/glossary-es.md).
    expect(screen.getByText("Enviada:").nextElementSibling).toHaveTextContent("21 de noviembre de 2026");
    expect(screen.getByText("Estado:").nextElementSibling).toHaveTextContent("Pensilvania");
    expect(screen.getByText("Fecha límite para presentar documentos:").nextElementSibling).toHaveTextContent(
      "4 de diciembre de 2026",
    );
    expect(screen.getByText("Anónimo")).toBeInTheDocument();
    expect(screen.getByText("Respuesta del abogado")).toBeInTheDocument();
    expect(screen.getByText("Esperando la respuesta de un abogado")).toBeInTheDocument();
    expect(screen.getByText("Pendiente de revisión.")).toBeInTheDocument();
    expect(
      screen.getByText("Podrá agregar preguntas de seguimiento cuando un abogado tome esta pregunta."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retirar la pregunta" })).toBeInTheDocument();
    expect(document.title).toMatch(/^Su pregunta/);
  });

  it("says in Spanish that no attorney was available, and where else to turn", async () => {
    showInSpanish();
    const resources = [
      { name: "Legal Aid of Tennessee", url: "https://legal-aid.example/tn" },
      { name: "LawHelp.org: free legal aid programs near you", url: "https://www.lawhelp.org/" },
    ];
    renderDetail(buildQuestionDetail({ status: "expired", state: "TN", resources }));
    expect(await screen.findAllByText("Cerrada: no hubo un abogado disponible")).not.toHaveLength(0);
    const list = screen.getByRole("list", { name: "Servicios de ayuda legal gratuita" });
    // An organization keeps its own name; a national directory is described in the page's language.
    expect(
      within(list)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Legal Aid of Tennessee", "LawHelp.org: programas de ayuda legal gratuita cerca de usted"]);
    expect(screen.getByRole("link", { name: "preguntar de nuevo" })).toHaveAttribute("href", "/submit-question");
  });
});
