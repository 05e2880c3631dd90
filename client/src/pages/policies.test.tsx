import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PrivacyPage, TermsPage } from "@/pages/policies";
import { RegisterPage } from "@/pages/register";
import { showInSpanish } from "@/test/spanish";
import { mockFetch, renderWithApp, sessionHandlers } from "@/test/render";

// docs/decisions/025: plain-language Terms of Use and Privacy Notice that say what this product does.

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="cc-periods"]')?.remove();
  document.head.querySelector('meta[name="cc-operator"]')?.remove();
});

/** Who runs the service, as the server names it (OPERATOR_NAME, CONTACT_EMAIL; docs/decisions/034). */
function configureOperator(operator: { name: string; contactEmail: string }) {
  const meta = document.createElement("meta");
  meta.name = "cc-operator";
  meta.content = JSON.stringify(operator);
  document.head.append(meta);
}

/** The periods as the server names them in the page's head. */
function configure(periods: Record<string, number>) {
  const meta = document.createElement("meta");
  meta.name = "cc-periods";
  meta.content = JSON.stringify(periods);
  document.head.append(meta);
}

function renderPage(Page: () => React.JSX.Element, path: string) {
  mockFetch(sessionHandlers(null));
  return renderWithApp(<Page />, { path });
}

describe("Terms of Use", () => {
  it("says it is general information with no attorney-client relationship, and quotes the configured periods", () => {
    configure({ claimHoldHours: 48, unansweredDays: 21, autoCloseDays: 14, retentionDays: 180 });
    renderPage(TermsPage, "/terms");
    expect(screen.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "General information, not legal advice" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "No attorney-client relationship" })).toBeInTheDocument();
    // In words (docs/decisions/034): 48 hours is "2 days".
    expect(screen.getByText(/has 2 days to answer it/)).toBeInTheDocument();
    expect(screen.getByText(/within 21 days, it closes/)).toBeInTheDocument();
    expect(screen.getByText(/for 14 days closes by itself/)).toBeInTheDocument();
    expect(screen.getByText(/call 911/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Privacy Notice" })).toHaveAttribute("href", "/privacy");
  });
});

describe("periods and the operator (docs/decisions/034)", () => {
  it("writes a short configured period in words, never a raw setting", () => {
    configure({ claimHoldHours: 0.05, unansweredDays: 30, autoCloseDays: 30, retentionDays: 365 });
    renderPage(TermsPage, "/terms");
    expect(screen.getByText(/has 3 minutes to answer it/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/0\.05/);
  });

  it("names who runs the service and how to reach them, in both policies", () => {
    configureOperator({ name: "Legal Aid Society of Example", contactEmail: "help@example.org" });
    for (const [Page, path] of [
      [TermsPage, "/terms"],
      [PrivacyPage, "/privacy"],
    ] as const) {
      const { unmount } = renderPage(Page, path);
      expect(screen.getByRole("heading", { level: 2, name: "Who runs this service" })).toBeInTheDocument();
      expect(screen.getByText(/is run by Legal Aid Society of Example/)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "help@example.org" })).toHaveAttribute("href", "mailto:help@example.org");
      unmount();
    }
  });
});

describe("Privacy Notice", () => {
  it("says what is stored, who sees what, anonymity, e-mails, retention, export and deletion", () => {
    configure({ claimHoldHours: 72, unansweredDays: 30, autoCloseDays: 30, retentionDays: 180 });
    renderPage(PrivacyPage, "/privacy");
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Notice" })).toBeInTheDocument();
    for (const heading of [
      "What we store",
      "Who sees what",
      "Asking anonymously",
      "E-mails",
      "How long we keep it",
      "Taking your data, or erasing it",
    ])
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByText(/Attorneys never see your e-mail address/)).toBeInTheDocument();
    expect(screen.getByText(/never contain your question's title, text, category/)).toBeInTheDocument();
    expect(screen.getByText(/180 days later/)).toBeInTheDocument();
    expect(screen.getByText(/"Download my data"/)).toBeInTheDocument();
    // The anonymous outcome record outlives the question, and the notice says what it holds and why.
    expect(
      screen.getByText(/small anonymous record, so that we can tell whether people get answers and how soon/),
    ).toHaveTextContent(/It stays when the question is deleted or you delete your account\./);
    // Every cookie and every thing the browser keeps is named: the language's, and a draft kept through a session's end.
    expect(screen.getByText(/We use two cookies/)).toHaveTextContent(/remembers the language you chose here/);
    expect(screen.getByText(/We use two cookies/)).toHaveTextContent(/this tab keeps what you wrote/);
    // What Quick exit does, and what it cannot do: the browser's own history (docs/decisions/021).
    expect(screen.getByText(/We use two cookies/)).toHaveTextContent(/"Quick exit" signs you out/);
    expect(screen.getByText(/We use two cookies/)).toHaveTextContent(/use a private window/);
    expect(screen.getByText(/If you turn on two-step sign-in/)).toHaveTextContent(/kept encrypted/);
  });

  it("falls back to the default periods without the server's meta", () => {
    renderPage(PrivacyPage, "/privacy");
    expect(screen.getByText(/365 days later/)).toBeInTheDocument();
  });
});

describe("links to them", () => {
  it("the register form links both, in a new tab so the form keeps its text", () => {
    renderPage(RegisterPage, "/register");
    for (const [name, href] of [
      ["Terms of Use", "/terms"],
      ["Privacy Notice", "/privacy"],
    ] as const) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
    }
  });
});

describe("the policies in Spanish (docs/decisions/038)", () => {
  it("gives the Terms of Use in Spanish, with the configured periods in Spanish words", async () => {
    showInSpanish();
    configure({ claimHoldHours: 24, unansweredDays: 21, autoCloseDays: 14, retentionDays: 180 });
    configureOperator({ name: "Legal Aid Society of Example", contactEmail: "help@example.org" });
    renderPage(TermsPage, "/terms");
    expect(screen.getByRole("heading", { level: 1, name: "Términos de uso" })).toBeInTheDocument();
    expect(screen.getByText("Última actualización: 25 de noviembre de 2026")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "No hay relación entre abogado y cliente" })).toBeInTheDocument();
    expect(screen.getByText(/tiene 1 día para responderla/)).toBeInTheDocument();
    expect(screen.getByText(/en 21 días, la pregunta se cierra/)).toBeInTheDocument();
    expect(screen.getByText(/que pasa 14 días sin una nueva pregunta de seguimiento/)).toBeInTheDocument();
    expect(screen.getByText(/llame al 911/)).toBeInTheDocument();
    expect(screen.getByText(/lo administra Legal Aid Society of Example/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "help@example.org" })).toHaveAttribute("href", "mailto:help@example.org");
    expect(screen.getByRole("link", { name: "Aviso de privacidad" })).toHaveAttribute("href", "/privacy");
    await vi.waitFor(() => expect(document.title).toBe("Términos de uso | ClearCounsel"));
  });

  it("gives the Privacy Notice in Spanish, a short period in minutes and a long one in days", () => {
    showInSpanish();
    configure({ claimHoldHours: 0.05, unansweredDays: 30, autoCloseDays: 30, retentionDays: 180 });
    renderPage(PrivacyPage, "/privacy");
    expect(screen.getByRole("heading", { level: 1, name: "Aviso de privacidad" })).toBeInTheDocument();
    for (const heading of [
      "Qué guardamos",
      "Quién ve qué",
      "Preguntar sin dar su nombre",
      "Cuánto tiempo lo guardamos",
    ])
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByText(/180 días después/)).toBeInTheDocument();
    expect(screen.getByText(/"¿Le ayudó esta respuesta\?"/)).toBeInTheDocument();
    // The discreet sender's name as the Spanish e-mails give it (server/modules/mail/discreet.ts).
    expect(screen.getByText(/vienen de "Avisos de la cuenta", con un asunto sencillo/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "página de configuración de la cuenta" })).toHaveAttribute(
      "href",
      "/settings",
    );
    expect(screen.queryByText(/days later/)).not.toBeInTheDocument();
  });

  it("writes a period under a minute, or about a number of hours, in Spanish", () => {
    showInSpanish();
    configure({ claimHoldHours: 0.05, unansweredDays: 30, autoCloseDays: 30, retentionDays: 180 });
    const { unmount } = renderPage(TermsPage, "/terms");
    expect(screen.getByText(/tiene 3 minutos para responderla/)).toBeInTheDocument();
    unmount();
    document.head.querySelector('meta[name="cc-periods"]')?.remove();
    configure({ claimHoldHours: 2.5, unansweredDays: 30, autoCloseDays: 30, retentionDays: 180 });
    renderPage(TermsPage, "/terms");
    expect(screen.getByText(/tiene alrededor de 3 horas para responderla/)).toBeInTheDocument();
  });
});
