import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { userQuestionsQueryKey } from "@/features/questions/api/get-user-questions";
import { calls } from "@/features/questions/testing";
import { goTo } from "@/lib/browser";
import { showInSpanish } from "@/test/spanish";
import { SubmitQuestionPage } from "@/pages/submit-question";
import {
  jsonResponse,
  lastBody,
  mockFetch,
  renderWithApp,
  sessionHandlers,
  testUser,
  toastRegion,
} from "@/test/render";
import { CONTENT, created, fillIn, renderForm, submitButton, TITLE } from "@/test/submit-question";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("SubmitQuestionPage", () => {
  it("shows 'Loading...' with a spinner while the current user loads", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderWithApp(<SubmitQuestionPage />);
    expect(screen.getByRole("status", { name: "Loading..." })).toHaveTextContent("Loading...");
  });

  it("renders nothing and loads /api/login when signed out", async () => {
    mockFetch(sessionHandlers(null));
    const { container } = renderWithApp(<SubmitQuestionPage />);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/api/login"));
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
    expect(container.querySelector("form")).toBeNull();
  });

  it("starts with General, 'Show my name', terms unchecked and Submit disabled", async () => {
    renderForm();
    expect(await screen.findByRole("heading", { level: 1, name: "Ask a Question" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveDisplayValue("General");
    expect(screen.getByRole("radio", { name: "Show my name" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Anonymous" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: /I agree to the Terms of Use/ })).not.toBeChecked();
    expect(submitButton()).toHaveAttribute("aria-disabled", "true");
    expect(submitButton()).toHaveAccessibleDescription("Tick the box above to send your question.");
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/dashboard");
    expect(screen.getByText(/does not create an attorney-client relationship/)).toBeInTheDocument();
    // What not to write is said once, above the text box (docs/decisions/034).
    expect(screen.getAllByText(/Don't include names or details that identify you/)).toHaveLength(1);
    expect(document.getElementById("question-form")).not.toBeNull();
  });

  it("asks the browser not to keep the title or the names typed, to offer them again later", async () => {
    renderForm();
    await screen.findByRole("heading", { level: 1, name: "Ask a Question" });
    expect(document.getElementById("question-form")).toHaveAttribute("autocomplete", "off");
    expect(screen.getByRole("textbox", { name: "Question title" })).toHaveAttribute("autocomplete", "off");
  });

  it("enables Submit only while the terms box is ticked", async () => {
    const { user } = renderForm();
    const terms = await screen.findByRole("checkbox", { name: /I agree to the Terms of Use/ });
    await user.click(terms);
    expect(submitButton()).toHaveAttribute("aria-disabled", "false");
    expect(screen.queryByText("Tick the box above to send your question.")).not.toBeInTheDocument();
    await user.click(terms);
    expect(submitButton()).toHaveAttribute("aria-disabled", "true");
  });

  it("shows the spec's messages for a short title and too little detail, and sends nothing", async () => {
    const { user, fetchMock } = renderForm();
    await fillIn(user, { title: "Deposit", content: "Too short." });
    await user.click(submitButton());
    expect(await screen.findByText("Title must be at least 10 characters", { selector: "p" })).toHaveAttribute(
      "role",
      "alert",
    );
    expect(screen.getByText("Please provide more detail (at least 50 characters)", { selector: "p" })).toHaveAttribute(
      "role",
      "alert",
    );
    expect(screen.getByLabelText("Question title")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Question title")).toHaveAccessibleDescription(/Title must be at least 10 characters/);
    expect(calls(fetchMock).filter((c) => c.startsWith("POST"))).toEqual([]);
    // The summary at the top lists both, linked to their fields (docs/decisions/025).
    const summary = screen.getByTestId("error-summary");
    expect(
      within(summary)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["#question-title", "#question-content"]);
  });

  it("says what to do for an empty title and text, in the summary and under the fields (docs/decisions/025)", async () => {
    const { user } = renderForm();
    await fillIn(user, { title: "", content: "" });
    await user.click(submitButton());
    const summary = await screen.findByTestId("error-summary");
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole("link", { name: "Enter a title for your question" })).toHaveAttribute(
      "href",
      "#question-title",
    );
    expect(screen.getByText("Describe your question in your own words", { selector: "p" })).toBeInTheDocument();
    await user.click(within(summary).getByRole("link", { name: "Describe your question in your own words" }));
    expect(screen.getByLabelText("Detailed question")).toHaveFocus();
  });

  it("accepts the terms first for a user without them, then submits the spec's payload", async () => {
    const { user, fetchMock, location, queryClient } = renderForm({
      "POST /api/terms/accept": () => jsonResponse(200, { termsAcceptedAt: "2026-11-21T12:00:00.000Z" }),
      "POST /api/questions": created,
    });
    queryClient.setQueryData(userQuestionsQueryKey, []);
    await fillIn(user);
    await user.click(submitButton());
    expect(await toastRegion().findByText("Question Submitted")).toBeInTheDocument();
    expect(
      toastRegion().getByText("Your question has been submitted successfully and is now in the attorney queue."),
    ).toBeInTheDocument();
    const posts = calls(fetchMock).filter((c) => c.startsWith("POST"));
    expect(posts).toEqual(["POST /api/terms/accept", "POST /api/questions"]);
    expect(lastBody(fetchMock, "/api/questions")).toEqual({
      userId: testUser.id,
      categoryId: 1,
      title: TITLE,
      content: CONTENT,
      isAnonymous: false,
      state: "TN",
      deadline: null,
      deadlineType: null,
      opposingParties: [],
      safetyConcern: false,
    });
    expect(location.history.at(-1)).toBe("/dashboard");
    // The cached list is refreshed, and the user now carries the acceptance time.
    expect(queryClient.getQueryState(userQuestionsQueryKey)?.isInvalidated).toBe(true);
    expect(calls(fetchMock).filter((c) => c === "GET /api/auth/user").length).toBeGreaterThan(1);
  });

  it("disables Submit while the question is being sent", async () => {
    const { user } = renderForm(
      { "POST /api/questions": () => () => new Promise<Response>(() => {}) },
      { ...testUser, termsAcceptedAt: "2026-01-01T00:00:00.000Z" },
    );
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByRole("button", { name: "Submitting..." })).toHaveAttribute("aria-disabled", "true");
  });

  it("skips the terms call for a user who already accepted, and sends the anonymous choice", async () => {
    const { user, fetchMock } = renderForm(
      { "POST /api/questions": created },
      { ...testUser, termsAcceptedAt: "2026-01-01T00:00:00.000Z" },
    );
    await user.click(await screen.findByRole("radio", { name: "Anonymous" }));
    await fillIn(user);
    await user.click(submitButton());
    await toastRegion().findByText("Question Submitted");
    expect(calls(fetchMock)).not.toContain("POST /api/terms/accept");
    expect(lastBody(fetchMock, "/api/questions")).toMatchObject({ isAnonymous: true });
  });

  it("stops with the server's message when accepting the terms is refused", async () => {
    const { user, fetchMock } = renderForm({
      "POST /api/terms/accept": () =>
        jsonResponse(503, { message: "Service temporarily unavailable. Please try again shortly." }),
      "POST /api/questions": created,
    });
    await fillIn(user);
    await user.click(submitButton());
    expect(
      await toastRegion().findByText("Service temporarily unavailable. Please try again shortly."),
    ).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain("POST /api/questions");
  });

  it("stops with the spec's toast when accepting the terms fails without a message", async () => {
    const { user, fetchMock, location } = renderForm({
      "POST /api/terms/accept": () => new Response("<html>Bad gateway</html>", { status: 502 }),
      "POST /api/questions": created,
    });
    await fillIn(user);
    await user.click(submitButton());
    expect(await toastRegion().findByText("Failed to accept terms. Please try again.")).toBeInTheDocument();
    expect(toastRegion().getByText("Error")).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain("POST /api/questions");
    expect(location.history.at(-1)).toBe("/submit-question");
    expect(submitButton()).toHaveAttribute("aria-disabled", "false");
  });

  it("shows the server's message when the submission is refused", async () => {
    const { user } = renderForm({
      "POST /api/terms/accept": () => jsonResponse(200, { termsAcceptedAt: "2026-11-21T12:00:00.000Z" }),
      "POST /api/questions": () => jsonResponse(403, { message: "Terms must be accepted first" }),
    });
    await fillIn(user);
    await user.click(submitButton());
    expect(await toastRegion().findByText("Terms must be accepted first")).toBeInTheDocument();
  });

  it("keeps a failed submission's message on the form, and everything typed (docs/decisions/025)", async () => {
    const { user } = renderForm(
      { "POST /api/questions": () => jsonResponse(503, { message: "The service is busy" }) },
      { ...testUser, termsAcceptedAt: "2026-01-01T00:00:00.000Z" },
    );
    await fillIn(user);
    await user.click(submitButton());
    await toastRegion().findByText("The service is busy");
    expect(screen.getAllByRole("alert").some((el) => el.textContent === "The service is busy")).toBe(true);
    expect(screen.getByLabelText("Question title")).toHaveValue(TITLE);
    expect(screen.getByLabelText("Detailed question")).toHaveValue(CONTENT);
  });

  it("falls back to the spec's text when the server gives no message", async () => {
    const { user } = renderForm({
      "POST /api/terms/accept": () => jsonResponse(200, { termsAcceptedAt: "2026-11-21T12:00:00.000Z" }),
      "POST /api/questions": () => new Response("", { status: 502, statusText: "Bad Gateway" }),
    });
    await fillIn(user);
    await user.click(submitButton());
    expect(await toastRegion().findByText("Failed to submit question. Please try again.")).toBeInTheDocument();
  });

  it("treats a 401 as signed out: the 'Unauthorized' toast, then /api/login", async () => {
    const { user } = renderForm({
      "POST /api/terms/accept": () => jsonResponse(401, { message: "Unauthorized" }),
    });
    await fillIn(user);
    await user.click(submitButton());
    expect(await toastRegion().findByText("You are logged out. Logging in again...")).toBeInTheDocument();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/api/login"));
  });
});

describe("SubmitQuestionPage in Spanish", () => {
  it("asks everything in Spanish, calmly, with the categories named in Spanish", async () => {
    showInSpanish();
    const { user } = renderForm();
    expect(await screen.findByRole("heading", { level: 1, name: "Hacer una pregunta" })).toBeInTheDocument();
    expect(
      screen.getByText("Un abogado con licencia revisará su pregunta, por lo general en menos de 24 horas."),
    ).toBeInTheDocument();
    const category = screen.getByRole("combobox", { name: "Tema" });
    expect(category).toHaveDisplayValue("General");
    expect(await within(category).findByRole("option", { name: "Familia" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "¿De qué estado se trata?" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Mostrar mi nombre" })).toBeChecked();
    expect(screen.getByTestId("attorney-will-see")).toHaveTextContent(`El abogado verá: ${testUser.firstName}`);
    expect(screen.getByLabelText("Título de la pregunta")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "¿Tiene una fecha de corte u otra fecha límite?" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "¿Sabe quién es la otra parte?" })).toBeInTheDocument();
    const send = screen.getByRole("button", { name: "Enviar pregunta" });
    expect(send).toHaveAccessibleDescription("Marque la casilla de arriba para enviar su pregunta.");
    expect(screen.getByRole("link", { name: "Cancelar" })).toHaveAttribute("href", "/dashboard");

    const safety = screen.getByRole("group", { name: "¿Está usted a salvo en este momento? (opcional)" });
    await user.click(within(safety).getByRole("radio", { name: "No" }));
    expect(screen.getByTestId("safety-help")).toHaveTextContent("Hay ayuda disponible ahora mismo");
    expect(screen.getByTestId("safety-help")).toHaveTextContent("Si está en peligro, llame al 911.");
    // The hotline by the name it uses in Spanish (docs/glossary-es.md), not its English one.
    expect(screen.getByTestId("safety-help")).toHaveTextContent(
      "Línea Nacional de Violencia Doméstica: 1-800-799-7233",
    );
    expect(screen.getByTestId("safety-help")).not.toHaveTextContent("Hotline");
    expect(screen.getByTestId("safety-chose")).toHaveTextContent(
      "Como nos dijo que no está a salvo en este momento, elegimos por usted Anónimo y correo discreto.",
    );
    expect(screen.getByRole("radio", { name: "Anónimo" })).toBeChecked();
    expect(screen.getByTestId("attorney-will-see")).toHaveTextContent("El abogado verá: Persona anónima");
  });
});
