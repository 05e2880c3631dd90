import { i18n } from "@lingui/core";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { translateServerMessage } from "@shared/i18n/server-messages";
import { ANSWER_LANGUAGES_MESSAGE, applicationFormSchema } from "@shared/validators";
import { loadServerMessages } from "@/lib/server-messages";
import { showInSpanish } from "@/test/spanish";
import { ApplyAttorneyPage } from "@/pages/apply-attorney";
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

type User = ReturnType<typeof userEvent.setup>;

function renderApply(signedIn: boolean, extra: Record<string, () => Response> = {}) {
  const fetchMock = mockFetch({
    ...sessionHandlers(signedIn ? testUser : null),
    // Signed in, the page asks whether the account already has a profile: none yet.
    ...(signedIn ? { "GET /api/attorney/profile": () => jsonResponse(404, { message: "Not found" }) } : {}),
    ...extra,
  });
  const user = userEvent.setup();
  return { user, fetchMock, ...renderWithApp(<ApplyAttorneyPage />, { path: "/apply-attorney" }) };
}

async function fillRequired(user: User, { withIdentity = true } = {}) {
  if (withIdentity) {
    await user.type(screen.getByLabelText("First Name"), "Atticus");
    await user.type(screen.getByLabelText("Last Name"), "Finch");
    await user.type(screen.getByLabelText("Email"), "atticus@example.com");
  }
  await user.type(screen.getByLabelText("License Number"), "TN-12345");
  await user.selectOptions(screen.getByLabelText("Practice State"), "Tennessee");
  await user.type(screen.getByLabelText("Years of Experience"), "12");
  await user.type(screen.getByLabelText("Law School"), "Vanderbilt Law School");
  await user.type(screen.getByLabelText("Graduation Year"), "2010");
  await user.type(screen.getByLabelText("Practice Areas"), "Family Law, Housing");
}

describe("ApplyAttorneyPage", () => {
  it("has the four sections of the spec and offers every state and DC by name, the spec's six among them", () => {
    renderApply(false);
    expect(screen.getByRole("heading", { level: 1, name: "Apply as an Attorney" })).toBeInTheDocument();
    for (const section of ["Personal Information", "Credentials", "Education", "Practice Areas"]) {
      expect(screen.getByRole("heading", { level: 2, name: section })).toBeInTheDocument();
    }
    const options = Array.from((screen.getByLabelText("Practice State") as HTMLSelectElement).options).map(
      (o) => o.text,
    );
    expect(options[0]).toBe("Select a state");
    expect(options).toHaveLength(52);
    for (const name of ["Alabama", "California", "Florida", "New York", "Texas", "Tennessee", "District of Columbia"])
      expect(options).toContain(name);
    expect(screen.getByLabelText("BPR Number (optional)")).toBeInTheDocument();
    expect(screen.getByLabelText("Specializations (optional)")).toBeInTheDocument();
  });

  it("lists every problem in a focused summary linking to each field, and says what to do (docs/decisions/025)", async () => {
    const { user, fetchMock } = renderApply(false);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    const summary = await screen.findByTestId("error-summary");
    expect(within(summary).getByRole("heading", { name: "There is a problem" })).toBeInTheDocument();
    await waitFor(() => expect(summary).toHaveFocus());
    const empty = [
      ["Enter your first name", "application-first-name"],
      ["Enter your last name", "application-last-name"],
      ["Enter your e-mail address", "application-email"],
      ["Enter your license number", "application-license"],
      ["Choose the state where you practice", "application-state"],
      ["Enter your years of experience", "application-years"],
      ["Enter your law school", "application-law-school"],
      ["Enter your graduation year", "application-graduation-year"],
      ["Enter your practice areas", "application-practice-areas"],
    ];
    expect(
      within(summary)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual(empty.map(([message, id]) => [message, `#${id}`]));
    for (const [message] of empty) expect(screen.getByText(message!, { selector: "p" })).toBeInTheDocument();
    await user.click(within(summary).getByRole("link", { name: "Enter your law school" }));
    expect(screen.getByLabelText("Law School")).toHaveFocus();
    expect(screen.getByLabelText("Graduation Year")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Graduation Year")).toHaveAccessibleDescription(
      expect.stringContaining("Enter your graduation year"),
    );
    expect(fetchMock).not.toHaveBeenCalledWith("/api/attorney-application", expect.anything());
  });

  it("keeps the spec's messages for the spec's rules once a field is filled in", async () => {
    const { user } = renderApply(false);
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Valid email is required", { selector: "p" })).toBeInTheDocument();
  });

  it("sends the languages the applicant answers in, and asks for at least one (docs/decisions/036)", async () => {
    const { user, fetchMock } = renderApply(false, {
      "POST /api/attorney-application": () => jsonResponse(201, { id: 7 }),
    });
    await fillRequired(user);
    const english = screen.getByRole("checkbox", { name: "English" });
    expect(english).toBeChecked();
    await user.click(english);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText(ANSWER_LANGUAGES_MESSAGE, { selector: "p" })).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/attorney-application")).toBeUndefined();
    await user.click(screen.getByRole("checkbox", { name: "Español" }));
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() => expect(lastBody(fetchMock, "/api/attorney-application")).toMatchObject({ languages: ["es"] }));
  });

  it("refuses a graduation year before 1950", async () => {
    const { user } = renderApply(false);
    await fillRequired(user);
    await user.clear(screen.getByLabelText("Graduation Year"));
    await user.type(screen.getByLabelText("Graduation Year"), "1949");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Valid graduation year is required", { selector: "p" })).toBeInTheDocument();
  });

  it("sends the state as its two-letter code and numbers as numbers, then thanks the applicant", async () => {
    const { user, fetchMock } = renderApply(false, {
      "POST /api/attorney-application": () => jsonResponse(201, { id: 7 }),
    });
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await toastRegion().findByText("Application Submitted")).toBeInTheDocument();
    // The toast and the page agree: review waits for the e-mailed link.
    expect(
      toastRegion().getByText("Thank you. Open the link we e-mailed you to send it for review."),
    ).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/attorney-application")).toEqual({
      firstName: "Atticus",
      lastName: "Finch",
      email: "atticus@example.com",
      licenseNumber: "TN-12345",
      bprNumber: null,
      practiceState: "TN",
      yearsExperience: 12,
      lawSchool: "Vanderbilt Law School",
      graduationYear: 2010,
      practiceAreas: "Family Law, Housing",
      specializations: null,
      languages: ["en"],
    });
    // Signed out: the application waits for the link e-mailed to the typed address (docs/decisions/014).
    const thanks = await screen.findByRole("heading", {
      level: 1,
      name: "Check your e-mail to confirm your application",
    });
    expect(thanks).toHaveFocus();
    expect(screen.getByText(/Open it within 7 days/)).toHaveTextContent(
      "your application goes to our reviewers when you do",
    );
    expect(screen.queryByText(/nobody reviews it/)).not.toBeInTheDocument();
    expect(screen.getByText(/2-3 business days/)).toHaveTextContent("we will send you an email");
  });

  it("shows 'Application Failed' with the server's message", async () => {
    const { user } = renderApply(false, {
      "POST /api/attorney-application": () =>
        jsonResponse(409, { message: "An application with this email already exists." }),
    });
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await toastRegion().findByText("Application Failed")).toBeInTheDocument();
    expect(toastRegion().getByText("An application with this email already exists.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Application" })).toBeInTheDocument();
  });

  it("falls back to the spec's failure text when the server says nothing useful", async () => {
    const { user } = renderApply(false, { "POST /api/attorney-application": () => new Response("", { status: 502 }) });
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await toastRegion().findByText("Failed to submit application. Please try again.")).toBeInTheDocument();
  });

  it("pre-fills the name and the account's e-mail (read-only) when signed in", async () => {
    const { user, fetchMock } = renderApply(true, {
      "POST /api/attorney-application": () => jsonResponse(201, { id: 8 }),
    });
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveValue("jane@example.com"));
    expect(screen.getByLabelText("First Name")).toHaveValue("Jane");
    expect(screen.getByLabelText("Last Name")).toHaveValue("Doe");
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
    await fillRequired(user, { withIdentity: false });
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await screen.findByRole("heading", { level: 1, name: "Thank You for Applying" });
    expect(lastBody(fetchMock, "/api/attorney-application")).toMatchObject({
      firstName: "Jane",
      email: "jane@example.com",
    });
  });

  it("tells a signed-in attorney they have already applied instead of showing the form", async () => {
    renderApply(true, {
      "GET /api/attorney/profile": () => jsonResponse(200, { id: 1, isApproved: false }),
    });
    expect(await screen.findByText("You have already applied as an attorney.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit Application" })).not.toBeInTheDocument();
  });

  it("says so above the form when the confirmation link did not work", async () => {
    mockFetch(sessionHandlers(null));
    renderWithApp(<ApplyAttorneyPage />, { path: "/apply-attorney?confirmed=0" });
    // By its text, then its role: a toast from an earlier test may still hold the live region's status role.
    const text = await screen.findByText("This confirmation link is invalid or has expired");
    expect(text.closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Application" })).toBeInTheDocument();
  });

  // docs/decisions/035: after the link, what happens next and the applicant's own step, not the blank form again.
  it("after a good link, says what happens next and offers to create the account with the address", async () => {
    mockFetch(sessionHandlers(null));
    renderWithApp(<ApplyAttorneyPage />, {
      path: "/apply-attorney?confirmed=1&email=atticus.finch%40example.com",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Your application is confirmed" })).toBeInTheDocument();
    expect(screen.getByText(/now with our reviewers/)).toHaveTextContent("2-3 business days");
    expect(screen.getByText(/create your account with/)).toHaveTextContent("atticus.finch@example.com");
    expect(screen.getByRole("link", { name: "Create your account with this address" })).toHaveAttribute(
      "href",
      "/register?email=atticus.finch%40example.com",
    );
    expect(screen.queryByRole("button", { name: "Submit Application" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("License Number")).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Application Confirmed/);
  });

  it("after a good link for an address that has an account, offers Sign In instead", async () => {
    mockFetch(sessionHandlers(null));
    renderWithApp(<ApplyAttorneyPage />, {
      path: "/apply-attorney?confirmed=1&email=atticus.finch%40example.com&account=1",
    });
    expect(await screen.findByText(/You already have an account with/)).toHaveTextContent("atticus.finch@example.com");
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("link", { name: "Create your account with this address" })).not.toBeInTheDocument();
  });

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

  it("shows no confirmation outcome without the query", () => {
    renderApply(false);
    expect(screen.queryByText(/confirmation link/)).not.toBeInTheDocument();
    expect(screen.queryByText("Your application is confirmed")).not.toBeInTheDocument();
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
