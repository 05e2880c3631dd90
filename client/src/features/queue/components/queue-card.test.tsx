import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { localIsoDate } from "@shared/format/triage";
import { questionDetail, queueItem } from "@/features/queue/testing/fixtures";
import { QueueCard } from "@/features/queue/components/queue-card";
import { showInSpanish } from "@/test/spanish";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

afterEach(() => vi.unstubAllGlobals());

/** Fetch answers the session and these calls only: any other request fails the test. */
const serve = (handlers: Parameters<typeof mockFetch>[0] = {}) =>
  mockFetch({ ...sessionHandlers(testUser, ["user", "attorney"]), ...handlers });
const detailCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === "/api/questions/7");

function renderCard(overrides: Parameters<typeof queueItem>[1] = {}) {
  const onClaim = vi.fn();
  renderWithApp(
    <ul>
      <QueueCard question={queueItem(7, overrides)} categoryName="Family Law" claiming={false} onClaim={onClaim} />
    </ul>,
  );
  return { onClaim };
}

describe("QueueCard", () => {
  it("says 'Safety concern' when the asker said they are not safe right now (docs/decisions/025)", () => {
    renderCard({ safetyConcern: true });
    expect(screen.getByText("Safety concern")).toBeInTheDocument();
  });

  it("names the language the question is written in, in the interface's language (docs/decisions/036)", () => {
    renderCard({ language: "es" });
    expect(screen.getByTestId("queue-card-language")).toHaveTextContent("Spanish");
  });

  it("says nothing of safety otherwise", () => {
    renderCard();
    expect(screen.queryByText("Safety concern")).not.toBeInTheDocument();
  });

  // docs/decisions/025.
  it("expands the whole text in place with 'Read full question', and folds it again", async () => {
    const user = userEvent.setup();
    // A card that carries the whole text reads nothing more: any request fails the test.
    serve();
    renderCard({ content: `${"A long account of what happened. ".repeat(30)}The end.` });
    const toggle = screen.getByRole("button", { name: "Read full question" });
    const text = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(text).toHaveClass("line-clamp-3");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    expect(text).not.toHaveClass("line-clamp-3");
    expect(text).toHaveTextContent("The end.");
  });

  // docs/decisions/052: a long text's card carries a preview; the whole text is the detail's.
  describe("with a preview of a long text", () => {
    const preview = "My landlord kept my deposit after I moved out and will not say why";
    const whole = `${preview} ${"He says the carpet was damaged. ".repeat(30)}The end.`;
    const previewCard = () => renderCard({ content: preview, contentLength: [...whole].length });

    it("marks the cut, reads the whole text from the detail once, and keeps it when folded and opened again", async () => {
      const user = userEvent.setup();
      let answer!: (r: Response) => void;
      const fetchMock = serve({
        "GET /api/questions/7": () => () => new Promise<Response>((resolve) => (answer = resolve)),
      });
      previewCard();
      const toggle = screen.getByRole("button", { name: "Read full question" });
      const text = document.getElementById(toggle.getAttribute("aria-controls")!)!;
      expect(text).toHaveTextContent(`${preview}…`);
      expect(detailCalls(fetchMock)).toHaveLength(0);
      await user.click(toggle);
      expect(await screen.findByRole("status", { name: "Loading the whole question..." })).toBeInTheDocument();
      expect(text).toHaveAttribute("aria-busy", "true");
      answer(jsonResponse(200, questionDetail(7, { content: whole, status: "pending" })));
      await vi.waitFor(() => expect(text).toHaveTextContent("The end."));
      expect(text).not.toHaveTextContent("…");
      expect(text).toHaveAttribute("aria-busy", "false");
      await user.click(screen.getByRole("button", { name: "Show less" }));
      expect(text).toHaveClass("line-clamp-3");
      await user.click(screen.getByRole("button", { name: "Read full question" }));
      expect(text).toHaveTextContent("The end.");
      expect(detailCalls(fetchMock)).toHaveLength(1);
    });

    it("says so when the whole text cannot be read, and Try Again reads it", async () => {
      const user = userEvent.setup();
      const answers = [jsonResponse(500, { message: "Internal Server Error" })];
      serve({
        "GET /api/questions/7": () =>
          answers.shift() ?? jsonResponse(200, questionDetail(7, { content: whole, status: "pending" })),
      });
      previewCard();
      await user.click(screen.getByRole("button", { name: "Read full question" }));
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent("The whole question could not be loaded.");
      await user.click(within(alert).getByRole("button", { name: "Try Again" }));
      const text = document.getElementById(`queue-question-7-content`)!;
      await vi.waitFor(() => expect(text).toHaveTextContent("The end."));
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    });

    it("says the question is no longer waiting when the detail is gone, and keeps the preview", async () => {
      const user = userEvent.setup();
      serve({ "GET /api/questions/7": () => jsonResponse(404, { message: "Question not found" }) });
      previewCard();
      await user.click(screen.getByRole("button", { name: "Read full question" }));
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent("This question is no longer waiting: another attorney may have claimed it.");
      expect(within(alert).queryByRole("button")).not.toBeInTheDocument();
      expect(document.getElementById(`queue-question-7-content`)).toHaveTextContent(`${preview}…`);
    });

    it("estimates the time to answer from the whole text's length, not the preview's", () => {
      renderCard({ content: "Short preview", contentLength: 600 });
      expect(screen.getByText(/^About/)).toHaveTextContent("About 20-25 min to answer, judging by its length");
    });
  });

  // docs/decisions/032: every card has the same two buttons; the card's title tells them apart.
  it("describes 'Read full question' and 'Claim Question' by the card's title, keeping their names", () => {
    renderCard();
    for (const name of ["Read full question", "Claim Question"])
      expect(screen.getByRole("button", { name })).toHaveAccessibleDescription("Question number 7 about my lease");
  });

  it("says plainly how long the question has waited, and puts the title before the badges", () => {
    renderCard({ createdAt: new Date(Date.now() - 5 * 3_600_000).toISOString() });
    expect(screen.getByText(/^Asked/)).toHaveTextContent("Asked 5 hours ago");
    const title = screen.getByRole("heading", { name: "Question number 7 about my lease" });
    const badge = screen.getByText("Family Law");
    expect(title.compareDocumentPosition(badge) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  // docs/decisions/038: a card in Spanish, in the words of docs/glossary-es.md.
  it("shows the card in Spanish, with the language named in Spanish and plain words for what is hidden", async () => {
    showInSpanish();
    const user = userEvent.setup();
    const inFiveDays = new Date(Date.now() + 5 * 24 * 3_600_000);
    const { onClaim } = renderCard({
      language: "en",
      safetyConcern: true,
      possibleConflict: true,
      isAnonymous: true,
      state: "NY",
      opposingParties: ["Acme Rentals"],
      createdAt: new Date(Date.now() - 12 * 24 * 3_600_000).toISOString(),
      deadline: localIsoDate(inFiveDays),
      deadlineType: "court_date",
    });
    expect(screen.getByTestId("queue-card-language")).toHaveTextContent("Inglés");
    // The state, the age, the wait and the deadline in Spanish too (docs/glossary-es.md).
    expect(screen.getByText("Nueva York")).toBeInTheDocument();
    expect(screen.getByText(/^Enviada/)).toHaveTextContent("Enviada hace 12 días");
    expect(screen.getByText("Esperando 10 días o más")).toBeInTheDocument();
    expect(screen.getByText("Fecha de corte: en 5 días")).toBeInTheDocument();
    for (const text of ["Seguridad en riesgo", "Posible conflicto", "Persona anónima"])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText("Ubicación oculta (solo se muestra el estado)")).toBeInTheDocument();
    expect(screen.getByText(/^La otra parte:/).parentElement).toHaveTextContent("La otra parte: Acme Rentals");
    expect(screen.getByText(/^Responderla toma unos/)).toHaveTextContent(
      "Responderla toma unos 10-15 min, según su largo",
    );
    expect(screen.getByRole("button", { name: "Leer toda la pregunta" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Tomar esta pregunta" }));
    expect(onClaim).toHaveBeenCalledOnce();
  });

  it("follows a change of language while shown", () => {
    renderCard({ language: "es" });
    expect(screen.getByRole("button", { name: "Claim Question" })).toBeInTheDocument();
    showInSpanish();
    expect(screen.getByRole("button", { name: "Tomar esta pregunta" })).toBeInTheDocument();
    expect(screen.getByTestId("queue-card-language")).toHaveTextContent("Español");
  });
});
