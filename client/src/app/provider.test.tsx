import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { renderWithApp } from "@/test/render";

describe("AppProvider", () => {
  it("gives every modal Quick exit, first, which the modal's overlay hides on the page (docs/decisions/021)", async () => {
    const user = userEvent.setup();
    renderWithApp(
      <AlertDialog open>
        <AlertDialogContent>
          <AlertDialogTitle>Withdraw this question?</AlertDialogTitle>
          <AlertDialogCancel>Keep It</AlertDialogCancel>
        </AlertDialogContent>
      </AlertDialog>,
    );
    const dialog = await screen.findByRole("alertdialog");
    const buttons = within(dialog).getAllByRole("button");
    expect(buttons[0]).toHaveAccessibleName("Quick exit");
    // Inside the dialog's focus trap: one Tab from the safe default.
    await waitFor(() => expect(screen.getByRole("button", { name: "Keep It" })).toHaveFocus());
    await user.tab();
    expect(buttons[0]).toHaveFocus();
  });
});
