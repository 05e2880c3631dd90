import { render, screen } from "@testing-library/react";
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
  it("says 'Safety concern' when the asker said they are not safe right now (issue 19, item 1)", () => {
    renderCard({ safetyConcern: true });
    expect(screen.getByText("Safety concern")).toBeInTheDocument();
  });

  it("says nothing of safety otherwise", () => {
    renderCard();
    expect(screen.queryByText("Safety concern")).not.toBeInTheDocument();
  });
});
