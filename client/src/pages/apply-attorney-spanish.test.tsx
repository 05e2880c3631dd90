// The attorney application in Spanish (docs/decisions/038, 040).
import { i18n } from "@lingui/core";
import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { translateServerMessage } from "@shared/i18n/server-messages";
import { applicationFormSchema } from "@shared/validators";
import { loadServerMessages } from "@/lib/server-messages";
import { showInSpanish } from "@/test/spanish";
import { ApplyAttorneyPage } from "@/pages/apply-attorney";
import { mockFetch, renderWithApp, sessionHandlers } from "@/test/render";
import { renderApply } from "@/pages/apply-attorney.test-helpers";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ApplyAttorneyPage in Spanish", () => {
  // docs/decisions/038: the same form in Spanish, its checks' messages too, and they follow a switch of language.
  it("reads in Spanish, with the checks' messages in Spanish until the language changes", async () => {
    await loadServerMessages("es");
    showInSpanish();
    const { user, fetchMock } = renderApply(false);
    expect(screen.getByRole("heading", { level: 1, name: "Inscribirse como abogado" })).toBeInTheDocument();
    for (const section of ["Datos personales", "Licencia y experiencia", "Estudios", "Áreas de práctica"]) {
      expect(screen.getByRole("heading", { level: 2, name: section })).toBeInTheDocument();
    }
    expect(document.title).toMatch(/^Inscribirse como abogado/);
    // The states by their Spanish names, in Spanish alphabetical order (docs/decisions/038).
    const state = screen.getByLabelText("Estado donde ejerce") as HTMLSelectElement;
    const names = Array.from(state.options).map((o) => o.text);
    expect(names[0]).toBe("Elija un estado");
    expect(names).toContain("Nueva York");
    expect(names).toContain("Distrito de Columbia");
    expect(names).not.toContain("New York");
    expect(names.indexOf("Nueva York")).toBeLessThan(names.indexOf("Ohio"));
    await user.selectOptions(state, "Nueva York");
    expect(state).toHaveValue("NY");
    expect(screen.getByRole("group", { name: "Idiomas en los que puede responder" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Correo electrónico"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Enviar solicitud" }));
    const summary = await screen.findByTestId("error-summary");
    expect(within(summary).getByRole("link", { name: "Escriba su nombre" })).toHaveAttribute(
      "href",
      "#application-first-name",
    );
    expect(screen.getByText("Escriba un correo electrónico válido", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByLabelText("Año de graduación")).toHaveAccessibleDescription(
      expect.stringContaining("Escriba el año en que se graduó"),
    );
    act(() => i18n.activate("en"));
    expect(await screen.findByText("Valid email is required", { selector: "p" })).toBeInTheDocument();
    expect(within(summary).getByRole("link", { name: "Enter your first name" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith("/api/attorney-application", expect.anything());
  });

  it("says what happens after a good link in Spanish", async () => {
    showInSpanish();
    mockFetch(sessionHandlers(null));
    renderWithApp(<ApplyAttorneyPage />, {
      path: "/apply-attorney?confirmed=1&email=atticus.finch%40example.com",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Su solicitud está confirmada" })).toBeInTheDocument();
    expect(screen.getByText(/Ya la tienen nuestros revisores/)).toHaveTextContent("de 2 a 3 días hábiles");
    expect(screen.getByText(/cree su cuenta con/)).toHaveTextContent("atticus.finch@example.com");
    expect(screen.getByRole("link", { name: "Cree su cuenta con esta dirección" })).toHaveAttribute(
      "href",
      "/register?email=atticus.finch%40example.com",
    );
  });
});

// docs/decisions/040: the application's messages, its own for an empty field and the shared checks', are kept in
// English and shown through the one dictionary of the server's and validators' words. A reworded check, or a new
// one, that the dictionary cannot show in Spanish is caught here.
describe("the application's messages in Spanish", () => {
  const now = () => new Date("2026-11-27T12:00:00Z");
  const problems = (input: Record<string, unknown>) => {
    const result = applicationFormSchema(now).safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("has Spanish for each message the application's checks give", async () => {
    await loadServerMessages("es");
    const good = {
      firstName: "Atticus",
      lastName: "Finch",
      email: "atticus@example.com",
      licenseNumber: "TN-1",
      practiceState: "TN",
      yearsExperience: 12,
      lawSchool: "Vanderbilt",
      graduationYear: 2010,
      practiceAreas: "Family Law",
      languages: ["en"],
    };
    const messages = new Set([
      ...problems({}),
      ...problems({ ...good, firstName: "a".repeat(101), lastName: "www.example.com", email: "x" }),
      ...problems({ ...good, firstName: "https://x", lastName: "b".repeat(101), yearsExperience: 1.5 }),
      ...problems({ ...good, yearsExperience: -1, graduationYear: 1900, languages: [] }),
      ...problems({ ...good, yearsExperience: 81, graduationYear: 2030, practiceState: "ZZ" }),
    ]);
    expect(messages.size).toBeGreaterThan(10);
    for (const message of messages) {
      const shown = translateServerMessage(message, "es");
      expect(shown, message).not.toBe(message);
      expect(shown, message).not.toBe("");
    }
    expect(translateServerMessage("Last name must be at most 100 characters", "es")).toBe(
      "El apellido debe tener como máximo 100 caracteres",
    );
  });
});
