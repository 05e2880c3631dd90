import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { queueItem } from "@/features/queue/testing/fixtures";
import { QueueCard } from "@/features/queue/components/queue-card";

function renderCard(overrides: Parameters<typeof queueItem>[1] = {}) {
  const onClaim = vi.fn();
  render(
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

  it("names the language the question is written in, in that language (docs/decisions/036)", () => {
    renderCard({ language: "es" });
    const badge = screen.getByTestId("queue-card-language");
    expect(badge).toHaveTextContent("Español");
    expect(badge).toHaveAttribute("lang", "es");
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
});
