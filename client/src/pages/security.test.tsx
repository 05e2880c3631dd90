// The Sign-in and security screen: passkeys, and the screen in Spanish (docs/decisions/031).
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PasskeyDto } from "@shared/api/types";
import { jsonResponse, lastBody, toastRegion } from "@/test/render";
import { showInSpanish } from "@/test/spanish";
import { renderSecurity } from "@/pages/security.test-helpers";

vi.mock("@simplewebauthn/browser", () => ({
  startRegistration: vi.fn(() => Promise.resolve({ id: "cred-1", type: "public-key" })),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SecurityPage: passkeys", () => {
  const keys: PasskeyDto[] = [
    { id: "pk-1", name: "Work laptop", createdAt: "2026-03-02T10:00:00.000Z", lastUsedAt: "2026-11-20T10:00:00.000Z" },
    { id: "pk-2", name: "My phone", createdAt: "2026-05-09T10:00:00.000Z", lastUsedAt: null },
  ];
  const off = () => jsonResponse(200, { enabled: false, recoveryCodesLeft: 0 });

  it("lists each passkey with when it was added and last used, and removes one after asking", async () => {
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    let current = keys;
    const { user, fetchMock } = renderSecurity(
      {
        "GET /api/auth/2fa": off,
        "GET /api/auth/passkeys": () => jsonResponse(200, current),
        "DELETE /api/auth/passkeys/pk-2": () => {
          current = keys.slice(0, 1);
          return jsonResponse(200, { message: "Removed" });
        },
      },
      keys,
    );
    const list = within(await screen.findByRole("list", { name: "Your passkeys" }));
    expect(list.getByText("Work laptop")).toBeInTheDocument();
    expect(list.getByText("Added Mar 2, 2026 · Last used Nov 20, 2026")).toBeInTheDocument();
    expect(list.getByText("Added May 9, 2026 · Never used")).toBeInTheDocument();

    await user.click(list.getByRole("button", { name: "Remove My phone" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Remove this passkey?" }));
    await user.click(dialog.getByRole("button", { name: "Keep It" }));
    expect(fetchMock).not.toHaveBeenCalledWith("/api/auth/passkeys/pk-2", expect.anything());

    await user.click(list.getByRole("button", { name: "Remove My phone" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Remove Passkey" }));
    expect(await toastRegion().findByText("Passkey Removed")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("My phone")).not.toBeInTheDocument());
    // Its Remove went with its row: focus is on the card's heading, not the page's body.
    await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: "Passkeys" })).toHaveFocus());
    // Keep It returns focus to the Remove that opened the dialog, as before.
    await user.click(list.getByRole("button", { name: "Remove Work laptop" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Keep It" }));
    await waitFor(() => expect(list.getByRole("button", { name: "Remove Work laptop" })).toHaveFocus());
  });

  it("shows a passkey removed on another device as gone, rather than a refusal", async () => {
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    let current = keys;
    const { user } = renderSecurity(
      {
        "GET /api/auth/2fa": off,
        "GET /api/auth/passkeys": () => jsonResponse(200, current),
        "DELETE /api/auth/passkeys/pk-2": () => jsonResponse(404, { message: "Not found" }),
      },
      keys,
    );
    const list = within(await screen.findByRole("list", { name: "Your passkeys" }));
    current = keys.slice(0, 1);
    await user.click(list.getByRole("button", { name: "Remove My phone" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Remove Passkey" }));
    await waitFor(() => expect(screen.queryByText("My phone")).not.toBeInTheDocument());
    expect(toastRegion().queryByText("Not found")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: "Passkeys" })).toHaveFocus());
  });

  it("adds a passkey through the browser's step, with the optional name", async () => {
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    const added: PasskeyDto = {
      id: "pk-3",
      name: "Kitchen tablet",
      createdAt: "2026-11-26T10:00:00.000Z",
      lastUsedAt: null,
    };
    const { user, fetchMock } = renderSecurity({
      "GET /api/auth/2fa": off,
      "POST /api/auth/passkeys/register/options": () => jsonResponse(200, { challenge: "abc", rp: { name: "x" } }),
      "POST /api/auth/passkeys/register/verify": () => jsonResponse(201, added),
    });
    expect(await screen.findByText("You have no passkeys yet.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Name (optional)"), "Kitchen tablet");
    await user.click(screen.getByRole("button", { name: "Add a passkey" }));
    expect(await toastRegion().findByText("Passkey Added")).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/auth/passkeys/register/verify")).toEqual({
      response: { id: "cred-1", type: "public-key" },
      name: "Kitchen tablet",
    });
  });

  it("says calmly when the browser cannot use passkeys, and offers no Add", async () => {
    renderSecurity({ "GET /api/auth/2fa": off });
    expect(await screen.findByText(/This browser can't make or use passkeys/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add a passkey" })).not.toBeInTheDocument();
  });
});

// docs/decisions/038: the screen in Spanish; "1 code left" and "7 codes left" take different words.
describe("SecurityPage in Spanish", () => {
  it.each([
    [1, "Le queda 1 de 10 códigos de recuperación. Cree códigos nuevos pronto."],
    [7, "Le quedan 7 de 10 códigos de recuperación."],
  ])("with %i recovery codes left says so in Spanish", async (left, text) => {
    showInSpanish();
    renderSecurity({ "GET /api/auth/2fa": () => jsonResponse(200, { enabled: true, recoveryCodesLeft: left }) });
    expect(screen.getByRole("heading", { level: 1, name: "Inicio de sesión y seguridad" })).toBeInTheDocument();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText("Activado")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Crear códigos de recuperación nuevos" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Llaves de acceso" })).toBeInTheDocument();
    expect(await screen.findByText("Todavía no tiene llaves de acceso.")).toBeInTheDocument();
  });

  it("dates the passkeys in Spanish, and says a stopped passkey step and a code left out in Spanish", async () => {
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    const { startRegistration } = await import("@simplewebauthn/browser");
    vi.mocked(startRegistration).mockRejectedValueOnce(new DOMException("cancelled", "NotAllowedError"));
    showInSpanish();
    const work: PasskeyDto = {
      id: "pk-1",
      name: "Work laptop",
      createdAt: "2026-03-02T10:00:00.000Z",
      lastUsedAt: "2026-11-20T10:00:00.000Z",
    };
    const { user } = renderSecurity(
      {
        "GET /api/auth/2fa": () => jsonResponse(200, { enabled: true, recoveryCodesLeft: 10 }),
        "POST /api/auth/passkeys/register/options": () => jsonResponse(200, { challenge: "abc", rp: { name: "x" } }),
      },
      [work],
    );
    const list = within(await screen.findByRole("list", { name: "Sus llaves de acceso" }));
    expect(
      list.getByText("Agregada el 2 de marzo de 2026 · Usada por última vez el 20 de noviembre de 2026"),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Agregar una llave de acceso" }));
    expect(
      await screen.findByText(
        "El paso de la llave de acceso se detuvo o se acabó el tiempo. No cambió nada. Puede intentarlo de nuevo.",
      ),
    ).toBeInTheDocument();

    // The code fields' own checks speak the validators' words (lib/one-time-code.ts), shown in Spanish.
    await user.click(screen.getByRole("button", { name: "Desactivar" }));
    const dialog = within(await screen.findByRole("alertdialog"));
    await user.click(dialog.getByRole("button", { name: "Desactivar" }));
    expect(await dialog.findByText("Por favor, escriba su contraseña.")).toBeInTheDocument();
    expect(dialog.getByText("Por favor, escriba el código de 6 números de su aplicación.")).toBeInTheDocument();
  });
});
