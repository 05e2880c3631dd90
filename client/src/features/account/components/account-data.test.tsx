import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@shared/api/types";
import { DeleteMyAccount, DownloadMyData } from "@/features/account/components/account-data";
import { goTo, saveFile } from "@/lib/browser";
import {
  jsonResponse,
  lastBody,
  mockFetch,
  renderWithApp,
  sessionHandlers,
  testUser,
  toastRegion,
} from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Download my data", () => {
  it("saves the server's file under the name the server gives", async () => {
    mockFetch({
      ...sessionHandlers(testUser),
      "GET /api/account/export": () =>
        new Response(JSON.stringify({ account: { id: "u1" } }), {
          status: 200,
          headers: {
            "Content-Type": "application/json",
            "Content-Disposition": 'attachment; filename="my-data-2026-11-25.json"',
          },
        }),
    });
    const user = userEvent.setup();
    renderWithApp(<DownloadMyData />);
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [name, blob] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe("my-data-2026-11-25.json");
    expect(JSON.parse(await blob.text())).toEqual({ account: { id: "u1" } });
    expect(await toastRegion().findByText("Download Started")).toBeInTheDocument();
  });

  it("says so when the file could not be made", async () => {
    mockFetch({
      ...sessionHandlers(testUser),
      "GET /api/account/export": () => jsonResponse(500, { message: "Oops" }),
    });
    const user = userEvent.setup();
    renderWithApp(<DownloadMyData />);
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    expect(await toastRegion().findByText("Oops")).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
  });
});

describe("Delete my account", () => {
  function renderDelete(roles: Role[], answer: () => Response) {
    const fetchMock = mockFetch({ ...sessionHandlers(testUser, roles), "DELETE /api/account": answer });
    const user = userEvent.setup();
    renderWithApp(<DeleteMyAccount />);
    return { user, fetchMock };
  }

  async function openAndConfirm(user: ReturnType<typeof userEvent.setup>, password: string) {
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Delete your account?" }));
    await user.type(dialog.getByLabelText("Your password"), password);
    await user.click(dialog.getByRole("button", { name: "Delete Account" }));
    return dialog;
  }

  it("names what will be erased, for an asker and for an attorney", async () => {
    const { user } = renderDelete(["user"], () => jsonResponse(200, {}));
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = within(await screen.findByRole("alertdialog"));
    // The asker's list ends there, with a full stop.
    expect(dialog.getByText("every question you asked, with its answer and follow-ups.")).toBeInTheDocument();
    expect(dialog.queryByText(/attorney profile/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Keep My Account" }));
    vi.unstubAllGlobals();

    const attorney = renderDelete(["user", "attorney"], () => jsonResponse(200, {}));
    await attorney.user.click(screen.getAllByRole("button", { name: "Delete my account" }).at(-1)!);
    const second = within(await screen.findByRole("alertdialog"));
    expect(await second.findByText(/your attorney profile, your licenses and your conflict list/)).toBeInTheDocument();
    expect(second.getByText("every question you asked, with its answer and follow-ups;")).toBeInTheDocument();
    expect(second.getByText(/shown as by .a volunteer attorney./)).toBeInTheDocument();
  });

  it("a wrong password is said under the field; nothing else happens", async () => {
    const message = "That password is not correct, so nothing was deleted";
    const { user, fetchMock } = renderDelete(["user"], () =>
      jsonResponse(400, { message, errors: [{ path: "password", message }] }),
    );
    const dialog = await openAndConfirm(user, "not-it");
    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(dialog.getByLabelText("Your password")).toHaveAttribute("aria-invalid", "true");
    expect(lastBody(fetchMock, "/api/account")).toEqual({ password: "not-it" });
    expect(goTo).not.toHaveBeenCalled();
  });

  it("the last admin is told why, in the dialog", async () => {
    const message = "You are the only admin, so this account cannot be deleted. Make another account an admin first.";
    const { user } = renderDelete(["user", "admin"], () => jsonResponse(409, { message }));
    const dialog = await openAndConfirm(user, "correct-horse-battery");
    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
  });

  it("once deleted, loads the landing page, which says so, and the site's other tabs hear it", async () => {
    const otherTab = new BroadcastChannel("cc-session");
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    const { user } = renderDelete(["user"], () => jsonResponse(200, { message: "deleted" }));
    await openAndConfirm(user, "correct-horse-battery");
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/?deleted=1"));
    await waitFor(() => expect(heard).toEqual([{ signedOut: true }]));
    otherTab.close();
  });
});
