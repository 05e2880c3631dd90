import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "@/components/ui/button";

describe("Button, blocked", () => {
  it("reads as disabled, keeps focus, and does nothing when pressed, clicked, or sent from a field with Enter", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <Button type="submit" blocked onClick={onClick}>
          Send
        </Button>
      </form>,
    );
    const send = screen.getByRole("button", { name: "Send" });
    expect(send).toHaveAttribute("aria-disabled", "true");
    expect(send).not.toBeDisabled();

    await user.click(send);
    expect(send).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.type(screen.getByLabelText("Name"), "Ada{Enter}");
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();

    // Once it can act again, the same presses send.
    rerender(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <Button type="submit" blocked={false} onClick={onClick}>
          Send
        </Button>
      </form>,
    );
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
