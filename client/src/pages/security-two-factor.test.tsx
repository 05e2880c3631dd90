// The Sign-in and security screen: two-step sign-in with an authenticator app (docs/decisions/031).
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveFile } from "@/lib/browser";
import { jsonResponse, lastBody, toastRegion } from "@/test/render";
import { CODES, renderSecurity, SECRET } from "@/pages/security.test-helpers";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SecurityPage: turning two-step sign-in on", () => {
  it("shows the QR code and the key, checks the code, then shows the recovery codes once", async () => {
    let enabled = false;
    const { user, fetchMock } = renderSecurity({
      "GET /api/auth/2fa": () => jsonResponse(200, { enabled, recoveryCodesLeft: enabled ? 10 : 0 }),
      "POST /api/auth/2fa/setup": () =>
        jsonResponse(200, { secret: SECRET, otpauthUrl: `otpauth://totp/ClearCounsel:jane?secret=${SECRET}` }),
      "POST /api/auth/2fa/enable": () => (init) => {
        const { code } = JSON.parse(String(init?.body)) as { code: string };
        if (code !== "123456") {
          const message = "That code didn't work. Check the time on your phone and try again";
          return jsonResponse(400, { message, errors: [{ path: "code", message }] });
        }
        enabled = true;
        return jsonResponse(200, { recoveryCodes: CODES });
      },
    });
    expect(screen.getByRole("heading", { level: 1, name: "Sign-in and security" })).toHaveFocus();
    await user.click(await screen.findByRole("button", { name: "Turn on" }));

    const setupHeading = await screen.findByRole("heading", { name: "Add ClearCounsel to your authenticator app" });
    expect(setupHeading).toHaveFocus();
    expect(await screen.findByRole("img", { name: /QR code to scan with your authenticator app/ })).toHaveAttribute(
      "src",
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByText("Can't scan? Type this key into your app:")).toBeInTheDocument();
    expect(screen.getByText("JBSW Y3DP EHPK 3PXP")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Copy key" }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    const code = screen.getByLabelText("6-digit code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("pattern", "[0-9]*");
    // Room for the space an app shows between the groups, which is dropped before sending.
    expect(code).toHaveAttribute("maxlength", "9");

    await user.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByText("Please enter the 6-digit code from your app.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith("/api/auth/2fa/enable", expect.anything());

    await user.type(code, "654321");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByText(/That code didn't work/)).toBeInTheDocument();
    expect(code).toHaveAttribute("aria-invalid", "true");

    await user.clear(code);
    await user.type(code, "123 456");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByRole("heading", { name: "Save your recovery codes" })).toHaveFocus();
    expect(lastBody(fetchMock, "/api/auth/2fa/enable")).toEqual({ code: "123456" });
    expect(screen.getByText(/Keep these somewhere safe. Each one works once, if you lose your phone./)).toBeVisible();
    const list = within(screen.getByRole("list", { name: "Recovery codes" }));
    expect(list.getAllByRole("listitem")).toHaveLength(10);
    expect(list.getByText("code-00")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Download as .txt" }));
    expect(saveFile).toHaveBeenCalledWith("recovery-codes.txt", expect.any(Blob));
    const file = await vi.mocked(saveFile).mock.calls[0]![1].text();
    expect(file).toContain("code-09");

    await user.click(screen.getByRole("button", { name: "I have saved them" }));
    expect(await screen.findByText("10 of 10 recovery codes left.")).toBeInTheDocument();
    expect(screen.queryByText("code-00")).not.toBeInTheDocument();
    // Focus moves on the next frame, once the codes are gone.
    await waitFor(() => expect(screen.getByRole("heading", { name: "Two-step sign-in" })).toHaveFocus());
  });
});

describe("SecurityPage: the recovery codes are never lost", () => {
  it("keeps Cancel from leaving the setup while it is being turned on, then shows the codes", async () => {
    let answer: (res: Response) => void = () => {};
    const { user } = renderSecurity({
      "GET /api/auth/2fa": () => jsonResponse(200, { enabled: false, recoveryCodesLeft: 0 }),
      "POST /api/auth/2fa/setup": () =>
        jsonResponse(200, { secret: SECRET, otpauthUrl: `otpauth://totp/ClearCounsel:jane?secret=${SECRET}` }),
      "POST /api/auth/2fa/enable": () => () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await user.click(await screen.findByRole("button", { name: "Turn on" }));
    expect(
      await screen.findByText(/If you added ClearCounsel to an app before, remove that entry/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("6-digit code"), "123456");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    const cancel = await screen.findByRole("button", { name: "Cancel" });
    await waitFor(() => expect(cancel).toHaveAttribute("aria-disabled", "true"));
    await user.click(cancel);
    answer(jsonResponse(200, { recoveryCodes: CODES }));
    expect(await screen.findByRole("heading", { name: "Save your recovery codes" })).toBeInTheDocument();
    expect(screen.getByText("code-00")).toBeInTheDocument();
  });
});

describe("SecurityPage: already on elsewhere", () => {
  it("shows On when setup answers 409 (turned on in another tab)", async () => {
    let enabled = false;
    const { user } = renderSecurity({
      "GET /api/auth/2fa": () => jsonResponse(200, { enabled, recoveryCodesLeft: enabled ? 10 : 0 }),
      "POST /api/auth/2fa/setup": () => {
        enabled = true;
        return jsonResponse(409, { message: "Two-step sign-in is already on." });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Turn on" }));
    expect(await screen.findByText("10 of 10 recovery codes left.")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});

describe("SecurityPage: two-step sign-in is on", () => {
  it("says how many recovery codes are left, and turning off asks for the password and a code", async () => {
    let enabled = true;
    const { user, fetchMock } = renderSecurity({
      "GET /api/auth/2fa": () => jsonResponse(200, { enabled, recoveryCodesLeft: enabled ? 7 : 0 }),
      "POST /api/auth/2fa/disable": () => (init) => {
        const { password } = JSON.parse(String(init?.body)) as { password: string };
        if (password !== "right-password") {
          const message = "That password is not correct";
          return jsonResponse(400, { message, errors: [{ path: "password", message }] });
        }
        enabled = false;
        return jsonResponse(200, { message: "Two-step sign-in is off." });
      },
    });
    expect(await screen.findByText("7 of 10 recovery codes left.")).toBeInTheDocument();
    expect(screen.getByText("On")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Turn off" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Turn off two-step sign-in?" }));
    await user.click(dialog.getByRole("button", { name: "Turn Off" }));
    expect(await dialog.findByText("Please enter your password.")).toBeInTheDocument();
    expect(dialog.getByText("Please enter the 6-digit code from your app.")).toBeInTheDocument();
    expect(dialog.getByLabelText("Your password")).toHaveFocus();

    await user.type(dialog.getByLabelText("Your password"), "wrong");
    await user.type(dialog.getByLabelText("6-digit code"), "123456");
    await user.click(dialog.getByRole("button", { name: "Turn Off" }));
    expect(await dialog.findByText("That password is not correct")).toBeInTheDocument();
    expect(dialog.getByLabelText("Your password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();

    await user.clear(dialog.getByLabelText("Your password"));
    await user.type(dialog.getByLabelText("Your password"), "right-password");
    await user.click(dialog.getByRole("button", { name: "Turn Off" }));
    expect(await toastRegion().findByText("Two-Step Sign-In Off")).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/auth/2fa/disable")).toEqual({ password: "right-password", code: "123456" });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("button", { name: "Turn on" })).toBeInTheDocument();
    // The Turn off that opened the dialog is gone: reading goes on from the card's heading, not the page's body.
    await waitFor(() => expect(screen.getByRole("heading", { name: "Two-step sign-in" })).toHaveFocus());
  });

  it("turns off with a recovery code for someone without their phone, and cannot be closed while it is sent", async () => {
    let enabled = true;
    let answer: (res: Response) => void = () => {};
    const { user, fetchMock } = renderSecurity({
      "GET /api/auth/2fa": () => jsonResponse(200, { enabled, recoveryCodesLeft: enabled ? 7 : 0 }),
      "POST /api/auth/2fa/disable": () => () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await user.click(await screen.findByRole("button", { name: "Turn off" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Turn off two-step sign-in?" }));
    await user.type(dialog.getByLabelText("Your password"), "right-password");
    await user.click(dialog.getByRole("button", { name: "Use a recovery code instead" }));
    const recovery = dialog.getByLabelText("Recovery code");
    expect(recovery).toHaveFocus();
    expect(dialog.queryByLabelText("6-digit code")).not.toBeInTheDocument();
    await user.type(recovery, "abcd-efgh-jk");
    await user.click(dialog.getByRole("button", { name: "Turn Off" }));
    expect(await dialog.findByRole("button", { name: "Turning off..." })).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/auth/2fa/disable")).toEqual({ password: "right-password", code: "abcd-efgh-jk" });

    // Closed now, it would say nothing of a change that goes through all the same.
    const keep = dialog.getByRole("button", { name: "Keep It On" });
    expect(keep).toHaveAttribute("aria-disabled", "true");
    await user.click(keep);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();

    enabled = false;
    answer(jsonResponse(200, { message: "Two-step sign-in is off." }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(await toastRegion().findByText("Two-Step Sign-In Off")).toBeInTheDocument();
  });

  it("shows Off when turning off answers 409 (turned off in another tab), rather than a refusal", async () => {
    let enabled = true;
    const { user } = renderSecurity({
      "GET /api/auth/2fa": () => jsonResponse(200, { enabled, recoveryCodesLeft: enabled ? 7 : 0 }),
      "POST /api/auth/2fa/disable": () => {
        enabled = false;
        return jsonResponse(409, { message: "Two-step sign-in is not on." });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Turn off" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Turn off two-step sign-in?" }));
    await user.type(dialog.getByLabelText("Your password"), "right-password");
    await user.type(dialog.getByLabelText("6-digit code"), "123456");
    await user.click(dialog.getByRole("button", { name: "Turn Off" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("button", { name: "Turn on" })).toBeInTheDocument();
    expect(screen.queryByText("Two-step sign-in is not on.")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Two-step sign-in" })).toHaveFocus());
  });

  it("makes new recovery codes with the password and a code, and shows the new set once", async () => {
    const fresh = CODES.map((c) => c.replace("code", "new"));
    const { user, fetchMock } = renderSecurity({
      "GET /api/auth/2fa": () => jsonResponse(200, { enabled: true, recoveryCodesLeft: 2 }),
      "POST /api/auth/2fa/recovery-codes": () => jsonResponse(200, { recoveryCodes: fresh }),
    });
    expect(await screen.findByText("2 of 10 recovery codes left. Make new ones soon.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Make new recovery codes" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Make new recovery codes?" }));
    await user.type(dialog.getByLabelText("Your password"), "right-password");
    await user.type(dialog.getByLabelText("6-digit code"), "000111");
    await user.click(dialog.getByRole("button", { name: "Make New Codes" }));
    expect(await screen.findByRole("heading", { name: "Save your recovery codes" })).toBeInTheDocument();
    expect(screen.getByText("new-05")).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/auth/2fa/recovery-codes")).toEqual({ password: "right-password", code: "000111" });
  });
});
