import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

/** A confirmation opened from code, as the conflict check and the asker's actions are: no Radix Trigger. */
function OpenedFromCode() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Withdraw Question
      </button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogTitle>Withdraw this question?</AlertDialogTitle>
          <AlertDialogDescription>Attorneys will no longer see it.</AlertDialogDescription>
          <AlertDialogCancel>Keep It</AlertDialogCancel>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

// docs/decisions/032.
describe("AlertDialogContent", () => {
  it.each(["{Escape}", "{Enter}"])("gives focus back to what opened it, Trigger or not (%s)", async (key) => {
    const user = userEvent.setup();
    render(<OpenedFromCode />);
    const opener = screen.getByRole("button", { name: "Withdraw Question" });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole("button", { name: "Keep It" })).toHaveFocus());
    await user.keyboard(key);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
