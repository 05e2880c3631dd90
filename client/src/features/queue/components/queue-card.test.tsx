import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { localIsoDate } from "@shared/format/triage";
import { queueItem } from "@/features/queue/testing/fixtures";
import { QueueCard } from "@/features/queue/components/queue-card";
import { showInSpanish } from "@/test/spanish";
import { renderWithApp } from "@/test/render";

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
