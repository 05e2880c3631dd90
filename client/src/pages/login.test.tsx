import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginPage } from "@/pages/login";
import {
  jsonResponse,
  lastBody,
  mockFetch,
  renderWithApp,
  sessionHandlers,
  testUser,
  toastRegion,
} from "@/test/render";
import { showInSpanish } from "@/test/spanish";
import { fillAndSubmit, renderLogin } from "@/pages/login.test-helpers";

vi.mock("@simplewebauthn/browser", () => ({
  startAuthentication: vi.fn(() => Promise.resolve({ id: "cred-1", type: "public-key" })),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LoginPage", () => {
  it("shows the spec's validation messages under the fields", async () => {
    const { user, fetchMock } = renderLogin();
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    // Empty, the field says what to do (docs/ux.md); filled with something that is not an address, the spec's words.
    expect(await screen.findByText("Enter your e-mail address")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    await user.type(screen.getByLabelText("Email"), "jane.example.com");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Invalid email address");
    expect(fetchMock).not.toHaveBeenCalledWith("/api/auth/login", expect.anything());
  });

  it("on failure shows 'Login Failed' with the server's message", async () => {
    const { user } = renderLogin({
      "POST /api/auth/login": () => jsonResponse(401, { message: "Invalid email or password" }),
    });
    await fillAndSubmit(user, "jane@example.com", "wrong-password");
    const toasts = toastRegion();
    expect(await toasts.findByText("Login Failed")).toBeInTheDocument();
    expect(toasts.getByText("Invalid email or password")).toBeInTheDocument();
  });

  it("says the server cannot be reached, on the form and in the toast, and keeps what was typed (docs/decisions/025)", async () => {
    const { user } = renderLogin({
      "POST /api/auth/login": () => () => Promise.reject(new TypeError("Failed to fetch")),
    });
    await fillAndSubmit(user, "jane@example.com", "my-password");
    const text = "We can't reach ClearCounsel right now. Please try again in a moment.";
    expect(await toastRegion().findByText(text)).toBeInTheDocument();
    expect(toastRegion().queryByText("Please check your credentials and try again.")).not.toBeInTheDocument();
    const inline = screen.getAllByRole("alert").find((el) => el.textContent === text);
    expect(inline).toBeDefined();
    expect(screen.getByLabelText("Email")).toHaveValue("jane@example.com");
    expect(screen.getByLabelText("Password")).toHaveValue("my-password");
  });

  it("falls back to the spec's text when the server gives no message", async () => {
    const { user } = renderLogin({ "POST /api/auth/login": () => new Response("", { status: 500 }) });
    await fillAndSubmit(user, "jane@example.com", "whatever1");
    expect(await toastRegion().findByText("Please check your credentials and try again.")).toBeInTheDocument();
  });

  it("on success toasts, refetches the user and goes to /", async () => {
    let signedIn = false;
    const { user, fetchMock, location } = renderLogin({
      "GET /api/auth/user": () =>
        signedIn ? jsonResponse(200, testUser) : jsonResponse(401, { message: "Unauthorized" }),
      "POST /api/auth/login": () => {
        signedIn = true;
        return jsonResponse(200, testUser);
      },
    });
    await fillAndSubmit(user, "jane@example.com", "correct-horse");
    expect(await toastRegion().findByText("Login Successful")).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
    expect(lastBody(fetchMock, "/api/auth/login")).toEqual({ email: "jane@example.com", password: "correct-horse" });
    const userCalls = fetchMock.mock.calls.filter(([url]) => url === "/api/auth/user");
    expect(userCalls.length).toBeGreaterThanOrEqual(2);
  });

  it("switches to the inline forgot-password mode and back", async () => {
    const { user, fetchMock } = renderLogin({
      "POST /api/auth/forgot-password": () => jsonResponse(200, { message: "ok" }),
    });
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(screen.getByRole("heading", { level: 1, name: "Forgot Password" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText("Enter your e-mail address")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Email"), "jane@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await toastRegion().findByText("Reset Email Sent")).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/auth/forgot-password")).toEqual({ email: "jane@example.com" });

    await user.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(screen.getByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
  });

  it("keeps the forgot-password form in the address, so the browser's Back returns to the sign-in form", async () => {
    const { user, location } = renderLogin();
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(location.history.at(-1)).toBe("/login?forgot=1");
    expect(screen.getByRole("heading", { level: 1, name: "Forgot Password" })).toBeInTheDocument();
    // The browser's Back: the address the form was opened from.
    act(() => location.navigate("/login"));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Forgot password?" })).toHaveFocus());
  });

  it("shows 'Reset Failed' when the reset e-mail cannot be requested", async () => {
    const { user } = renderLogin({
      "POST /api/auth/forgot-password": () => jsonResponse(429, { message: "Too many requests, please try later" }),
    });
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    await user.type(screen.getByLabelText("Email"), "jane@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    const toasts = toastRegion();
    expect(await toasts.findByText("Reset Failed")).toBeInTheDocument();
    expect(toasts.getByText("Too many requests, please try later")).toBeInTheDocument();
  });

  it("links to registration", () => {
    renderLogin();
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register");
  });

  it("sends a signed-in user to /", async () => {
    mockFetch(sessionHandlers(testUser));
    const { location } = renderWithApp(<LoginPage />, { path: "/login" });
    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
  });
});

describe("LoginPage: passkeys", () => {
  it("offers no passkey where the browser cannot use one", () => {
    renderLogin();
    expect(screen.queryByRole("button", { name: "Sign in with a passkey" })).not.toBeInTheDocument();
  });

  it("signs in with a passkey and ends like a password sign-in", async () => {
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    let signedIn = false;
    const { user, fetchMock, location } = renderLogin({
      "GET /api/auth/user": () =>
        signedIn ? jsonResponse(200, testUser) : jsonResponse(401, { message: "Unauthorized" }),
      "POST /api/auth/passkeys/login/options": () => jsonResponse(200, { challenge: "abc" }),
      "POST /api/auth/passkeys/login/verify": () => {
        signedIn = true;
        return jsonResponse(200, testUser);
      },
    });
    await user.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    expect(await toastRegion().findByText("Login Successful")).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
    expect(lastBody(fetchMock, "/api/auth/passkeys/login/verify")).toEqual({
      response: { id: "cred-1", type: "public-key" },
    });
  });

  it("says calmly when the passkey step was stopped", async () => {
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    const { startAuthentication } = await import("@simplewebauthn/browser");
    vi.mocked(startAuthentication).mockRejectedValueOnce(new DOMException("cancelled", "NotAllowedError"));
    const { user, fetchMock } = renderLogin({
      "POST /api/auth/passkeys/login/options": () => jsonResponse(200, { challenge: "abc" }),
    });
    await user.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    expect(
      await screen.findByText(/The passkey step was stopped or timed out. Nothing has changed./),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith("/api/auth/passkeys/login/verify", expect.anything());
    // Said again in the other language when the page switches (docs/decisions/038).
    showInSpanish();
    expect(
      screen.getByText(
        "El paso de la llave de acceso se detuvo o se acabó el tiempo. No cambió nada. Puede intentarlo de nuevo.",
      ),
    ).toBeInTheDocument();
  });
});

// docs/decisions/038: the same screen in Spanish, with the glossary's words (docs/glossary-es.md).
describe("LoginPage in Spanish", () => {
  it("shows the sign-in form, its failure and the forgot-password form in Spanish", async () => {
    showInSpanish();
    const { user } = renderLogin({
      "POST /api/auth/login": () => () => Promise.reject(new TypeError("Failed to fetch")),
    });
    expect(screen.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeInTheDocument();
    expect(document.title).toBe("Iniciar sesión | ClearCounsel");
    expect(
      screen.getByText(/Inicie sesión para hacer preguntas y ver sus respuestas en ClearCounsel/),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Crear una cuenta" })).toHaveAttribute("href", "/register");
    expect(screen.getByText(/¿Es nuevo aquí\?/)).toBeInTheDocument();

    await user.type(screen.getByLabelText("Correo electrónico"), "jane@example.com");
    await user.type(screen.getByLabelText("Contraseña"), "a-password");
    await user.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    // The toasts' region is named in Spanish too (components/ui/toast.tsx).
    const toasts = within(screen.getByRole("region", { name: /^Notificaciones/ }));
    expect(await toasts.findByText("No se pudo iniciar sesión")).toBeInTheDocument();
    expect(
      toasts.getByText(
        "No podemos conectarnos con ClearCounsel en este momento. Por favor, inténtelo de nuevo en un momento.",
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "¿Olvidó su contraseña?" }));
    expect(await screen.findByRole("heading", { level: 1, name: "¿Olvidó su contraseña?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enviar el enlace" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Volver a iniciar sesión" })).toBeInTheDocument();
  });

  it("shows the two-step sign-in code step in Spanish", async () => {
    showInSpanish();
    const { user } = renderLogin({
      "POST /api/auth/login": () => jsonResponse(200, { twoFactorRequired: true }),
    });
    await user.type(screen.getByLabelText("Correo electrónico"), "jane@example.com");
    await user.type(screen.getByLabelText("Contraseña"), "a-password");
    await user.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Inicio de sesión en dos pasos" })).toHaveFocus();
    expect(document.title).toBe("Inicio de sesión en dos pasos | ClearCounsel");
    expect(screen.getByLabelText("Código de 6 números")).toHaveAccessibleDescription(
      "De su aplicación de autenticación.",
    );
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    expect(await screen.findByText("Por favor, escriba el código de 6 números de su aplicación.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Usar un código de recuperación" }));
    expect(screen.getByLabelText("Código de recuperación")).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    expect(await screen.findByText("Por favor, escriba uno de sus códigos de recuperación.")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Escriba uno de sus códigos de recuperación. Cada uno sirve una sola vez. Tiene 5 minutos antes de tener que volver a iniciar sesión.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continuar" })).toBeInTheDocument();
  });
});
