import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SettingsPage } from "@/pages/settings";
import {
  jsonResponse,
  lastBody,
  mockFetch,
  renderWithApp,
  sessionHandlers,
  testUser,
  toastRegion,
} from "@/test/render";
import { loadServerMessages } from "@/lib/server-messages";
import { showInSpanish } from "@/test/spanish";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSettings(changeResponse: Parameters<typeof mockFetch>[0][string]) {
  const fetchMock = mockFetch({
    ...sessionHandlers(testUser),
    "GET /api/questions/user": () => jsonResponse(200, []),
    "POST /api/auth/change-password": changeResponse,
  });
  const user = userEvent.setup();
  return { user, fetchMock, ...renderWithApp(<SettingsPage />, { path: "/settings" }) };
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) {
  const form = within(screen.getByRole("form", { name: "Change password" }));
  await user.type(form.getByLabelText("Current password"), current);
  await user.type(form.getByLabelText("New password"), next);
  await user.type(form.getByLabelText("Confirm new password"), confirm);
  await user.click(form.getByRole("button", { name: "Change password" }));
}

describe("SettingsPage", () => {
  // docs/decisions/034: the account's settings are a screen of their own; Delete account is not under My Questions.
  it("at /settings shows the account's settings under their own heading, which takes focus", async () => {
    renderSettings(() => jsonResponse(200, { message: "Your password has been changed." }));
    expect(screen.getByRole("heading", { level: 1, name: "Account settings" })).toHaveFocus();
    expect(screen.queryByRole("heading", { name: "My Questions" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to My Questions" })).toHaveAttribute("href", "/dashboard");
    expect(await screen.findByRole("checkbox", { name: "Discreet e-mail" })).not.toBeChecked();
    for (const name of ["Change password", "Download my data", "Delete my account"]) {
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    }
    expect(document.title).toMatch(/^Account settings/);
  });

  it("at /dashboard shows My Questions with a link to the settings, and no Delete account", async () => {
    mockFetch({ ...sessionHandlers(testUser), "GET /api/questions/user": () => jsonResponse(200, []) });
    renderWithApp(<SettingsPage />, { path: "/dashboard" });
    expect(screen.getByRole("heading", { level: 1, name: "My Questions" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open account settings" })).toHaveAttribute("href", "/settings");
    expect(screen.queryByRole("button", { name: "Delete my account" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Download my data" })).not.toBeInTheDocument();
  });

  it("turns discreet e-mail on at once, and says it is saved", async () => {
    const fetchMock = mockFetch({
      ...sessionHandlers(testUser),
      "PUT /api/account/discreet-mail": () => jsonResponse(200, { discreetMail: true }),
    });
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />, { path: "/settings" });
    const box = await screen.findByRole("checkbox", { name: "Discreet e-mail" });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(await screen.findByText("Saved: discreet e-mail is on.")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Discreet e-mail" })).toBeChecked();
    expect(lastBody(fetchMock, "/api/account/discreet-mail")).toEqual({ discreetMail: true });
  });

  it("checks the new password in the browser first: too short, not matching", async () => {
    const { user, fetchMock } = renderSettings(() => jsonResponse(200, {}));
    await fill(user, "old-password", "short", "other");
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/auth/change-password")).toBe(false);
  });

  it("changes the password, clears the form and says other devices were signed out", async () => {
    const { user, fetchMock } = renderSettings(() => jsonResponse(200, { message: "Your password has been changed." }));
    await fill(user, "old-password", "a-brand-new-password");
    expect(await toastRegion().findByText("Password Changed")).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/auth/change-password")).toEqual({
      currentPassword: "old-password",
      password: "a-brand-new-password",
      confirmPassword: "a-brand-new-password",
    });
    await waitFor(() => expect(screen.getByLabelText("Current password")).toHaveValue(""));
  });

  it("shows a wrong current password under its field and keeps what was typed", async () => {
    const { user } = renderSettings(() =>
      jsonResponse(400, {
        message: "Your current password is not correct",
        errors: [{ path: "currentPassword", message: "Your current password is not correct" }],
      }),
    );
    await fill(user, "not-it-at-all", "a-brand-new-password");
    expect(await screen.findByText("Your current password is not correct")).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveValue("a-brand-new-password");
    expect(screen.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
  });

  // docs/ux.md, "A failed submission stays on the form": the toast goes away, the alert above the button stays.
  it("keeps any other refusal on the form above the button, as well as in the toast, until the next try", async () => {
    let answer = () =>
      jsonResponse(429, { message: "Too many sign-in attempts. Please wait 15 minutes and try again." });
    const { user } = renderSettings(() => answer());
    await fill(user, "old-password", "a-brand-new-password");
    const form = within(screen.getByRole("form", { name: "Change password" }));
    expect(await form.findByRole("alert")).toHaveTextContent(
      "Too many sign-in attempts. Please wait 15 minutes and try again.",
    );
    expect(await toastRegion().findByText("Password Not Changed")).toBeInTheDocument();
    expect(form.getByLabelText("New password")).toHaveValue("a-brand-new-password");
    expect(form.getByLabelText("Current password")).not.toHaveAttribute("aria-invalid", "true");

    answer = () => jsonResponse(200, { message: "Your password has been changed." });
    await user.click(form.getByRole("button", { name: "Change password" }));
    expect(await toastRegion().findByText("Password Changed")).toBeInTheDocument();
    expect(form.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says on the form when the server cannot be reached", async () => {
    const { user } = renderSettings(() => () => Promise.reject(new TypeError("Failed to fetch")));
    await fill(user, "old-password", "a-brand-new-password");
    const form = within(screen.getByRole("form", { name: "Change password" }));
    expect(await form.findByRole("alert")).toHaveTextContent(
      "We can't reach ClearCounsel right now. Please try again in a moment.",
    );
    expect(form.getByRole("button", { name: "Change password" })).toHaveFocus();
  });
});

// docs/decisions/038: the account's settings in Spanish, with the glossary's words (docs/glossary-es.md).
describe("SettingsPage in Spanish", () => {
  it("shows the account's settings in Spanish", async () => {
    showInSpanish();
    renderSettings(() => jsonResponse(200, { message: "ok" }));
    expect(screen.getByRole("heading", { level: 1, name: "Configuración de la cuenta" })).toBeInTheDocument();
    expect(document.title).toBe("Configuración de la cuenta | ClearCounsel");
    const form = within(screen.getByRole("form", { name: "Cambiar la contraseña" }));
    expect(form.getByLabelText("Contraseña actual")).toBeInTheDocument();
    expect(form.getByLabelText("Contraseña nueva")).toHaveAccessibleDescription("Use 8 caracteres o más.");
    expect(screen.getByRole("link", { name: "Abrir inicio de sesión y seguridad" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Correo electrónico" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Correo discreto" })).toHaveAccessibleDescription(
      'Correos de "Avisos de la cuenta", con un asunto simple.',
    );
    expect(screen.getByRole("button", { name: "Descargar mis datos" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Borrar mi cuenta" })).toBeInTheDocument();
  });

  it("shows a wrong current password under its field in Spanish", async () => {
    await loadServerMessages("es");
    showInSpanish();
    const { user } = renderSettings(() =>
      jsonResponse(400, {
        message: "Your current password is not correct",
        errors: [{ path: "currentPassword", message: "Your current password is not correct" }],
      }),
    );
    const form = within(screen.getByRole("form", { name: "Cambiar la contraseña" }));
    await user.type(form.getByLabelText("Contraseña actual"), "not-it-at-all");
    await user.type(form.getByLabelText("Contraseña nueva"), "a-brand-new-password");
    await user.type(form.getByLabelText("Confirme la contraseña nueva"), "a-brand-new-password");
    await user.click(form.getByRole("button", { name: "Cambiar la contraseña" }));
    await waitFor(() => expect(form.getByLabelText("Contraseña actual")).toHaveAttribute("aria-invalid", "true"));
    expect(form.getByLabelText("Contraseña actual")).toHaveAccessibleDescription("Su contraseña actual no es correcta");
    expect(form.getByLabelText("Contraseña nueva")).toHaveValue("a-brand-new-password");
  });
});
