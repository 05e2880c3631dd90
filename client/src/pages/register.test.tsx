import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RegisterPage } from "@/pages/register";
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

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderRegister(extra: Record<string, () => Response> = {}) {
  const fetchMock = mockFetch({ ...sessionHandlers(null), ...extra });
  const user = userEvent.setup();
  return { user, fetchMock, ...renderWithApp(<RegisterPage />, { path: "/register" }) };
}

const valid = {
  "First name": "Jane",
  "Last name": "Doe",
  Email: "jane@example.com",
  Password: "long-enough",
  "Confirm password": "long-enough",
};

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof valid>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
}

describe("RegisterPage", () => {
  it("shows every required-field message of the spec", async () => {
    const { user } = renderRegister();
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("First name is required")).toBeInTheDocument();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();
    // An empty e-mail field says what to do (docs/ux.md); the spec's "Invalid email address" is for one filled wrongly.
    expect(screen.getByText("Enter your e-mail address")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 8 characters")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
  });

  it("says when the passwords don't match", async () => {
    const { user, fetchMock } = renderRegister();
    await fill(user, { ...valid, "Confirm password": "different-one" });
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm password")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalledWith("/api/auth/register", expect.anything());
  });

  it("on failure shows 'Registration Failed' with the server's message", async () => {
    const { user } = renderRegister({
      "POST /api/auth/register": () => jsonResponse(409, { message: "An account with this email already exists" }),
    });
    await fill(user, valid);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    const toasts = toastRegion();
    expect(await toasts.findByText("Registration Failed")).toBeInTheDocument();
    expect(toasts.getByText("An account with this email already exists")).toBeInTheDocument();
  });

  it("falls back to the spec's text when the server gives no message", async () => {
    const { user } = renderRegister({ "POST /api/auth/register": () => new Response("", { status: 502 }) });
    await fill(user, valid);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await toastRegion().findByText("Please check your information and try again.")).toBeInTheDocument();
  });

  it("on success toasts 'Account Created' and goes to /", async () => {
    const { user, fetchMock, location } = renderRegister({
      "POST /api/auth/register": () => jsonResponse(201, testUser),
    });
    await fill(user, valid);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await toastRegion().findByText("Account Created")).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
    expect(lastBody(fetchMock, "/api/auth/register")).toEqual({
      firstName: "Jane",
      lastName: "Doe",
      email: "jane@example.com",
      password: "long-enough",
      confirmPassword: "long-enough",
    });
  });

  it("fills in the address an attorney applicant arrives with, which stays theirs to change", async () => {
    mockFetch(sessionHandlers(null));
    const user = userEvent.setup();
    renderWithApp(<RegisterPage />, { path: "/register?email=atticus.finch%40example.com" });
    const email = await screen.findByLabelText("Email");
    expect(email).toHaveValue("atticus.finch@example.com");
    await user.clear(email);
    await user.type(email, "other@example.com");
    expect(email).toHaveValue("other@example.com");
  });

  it("links to sign in", () => {
    renderRegister();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });
});

// docs/decisions/038: the same form in Spanish, with the glossary's words (docs/glossary-es.md).
describe("RegisterPage in Spanish", () => {
  it("shows the registration form in Spanish", () => {
    showInSpanish();
    renderRegister();
    expect(screen.getByRole("heading", { level: 1, name: "Cree su cuenta" })).toBeInTheDocument();
    expect(document.title).toBe("Cree su cuenta | ClearCounsel");
    for (const label of ["Nombre", "Apellido", "Correo electrónico", "Contraseña", "Confirme la contraseña"]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Contraseña")).toHaveAccessibleDescription("Use 8 caracteres o más.");
    expect(
      screen.getByText((_, element) =>
        element?.tagName === "P"
          ? element.textContent ===
            "Al crear una cuenta, usted acepta los Términos de uso y el Aviso de privacidad. Los dos se abren en una pestaña nueva."
          : false,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Términos de uso" })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("button", { name: "Crear una cuenta" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Inicie sesión" })).toHaveAttribute("href", "/login");
  });
});
