import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LandingPage } from "@/pages/landing";
import { showInSpanish } from "@/test/spanish";
import { mockFetch, renderWithApp, sessionHandlers } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderLanding() {
  mockFetch(sessionHandlers(null));
  return renderWithApp(<LandingPage />, { path: "/" });
}

describe("LandingPage", () => {
  it("has the spec's links", () => {
    renderLanding();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    for (const name of ["Get Started", "Ask a Question", "Get Legal Help Now"]) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", "/register");
    }
    expect(screen.getByRole("link", { name: "Join as Attorney" })).toHaveAttribute("href", "/apply-attorney");
  });

  it("has in-page anchors to sections that exist", () => {
    const { container } = renderLanding();
    const sections = within(screen.getByRole("navigation", { name: "Page sections" }));
    for (const id of ["how-it-works", "for-attorneys", "support"]) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
      expect(sections.getAllByRole("link").some((a) => a.getAttribute("href") === `#${id}`)).toBe(true);
    }
  });

  it("shows the benefits, the steps, the legal notice and the 2024 copyright", () => {
    renderLanding();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    for (const heading of [
      "Anonymous & Secure",
      "Licensed Attorneys",
      "Quick Responses",
      "Submit Your Question",
      "Attorney Review",
      "Receive Your Answer",
    ]) {
      expect(screen.getByRole("heading", { level: 3, name: new RegExp(heading) })).toBeInTheDocument();
    }
    // The spec's "identity never revealed to attorneys", said so that it holds for a question that shows the name too.
    expect(
      screen.getByText(/attorneys never see your name\. Your e-mail address and account details are never shown/),
    ).toBeInTheDocument();
    expect(screen.getByText(/pick questions in their area of expertise/)).toBeInTheDocument();
    expect(screen.getByText(/typically arrive within 24 hours/)).toBeInTheDocument();
    expect(
      screen.getByText(/general legal information only. It does not create an attorney-client relationship/),
    ).toBeInTheDocument();
    expect(screen.getByText("© 2024 ClearCounsel")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent(
      "ClearCounsel: free general legal information from licensed attorneys.",
    );
    expect(document.title).toBe("Free general legal information from licensed attorneys | ClearCounsel");
  });

  it("uses landmarks", () => {
    renderLanding();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  // docs/decisions/025.
  it("puts the urgent-help box beside the main call to action and keeps the emergency line in view", () => {
    renderLanding();
    const hero = screen.getByRole("region", { name: "Free general legal information from licensed attorneys" });
    expect(within(hero).getByRole("link", { name: "Ask a Question" })).toBeInTheDocument();
    expect(within(hero).getByRole("complementary", { name: "If you need help urgently" })).toBeInTheDocument();
    expect(screen.getByRole("complementary", { name: "Emergency numbers" })).toHaveTextContent(
      "In danger now? Call 911. Domestic violence: 1-800-799-7233 (National Domestic Violence Hotline)",
    );
  });

  it("links the Terms of Use and the Privacy Notice from the footer (docs/decisions/025)", () => {
    renderLanding();
    const policies = within(screen.getByRole("navigation", { name: "Policies" }));
    expect(policies.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms");
    expect(policies.getByRole("link", { name: "Privacy Notice" })).toHaveAttribute("href", "/privacy");
  });
});

describe("LandingPage in Spanish (docs/decisions/038)", () => {
  it("says everything in Spanish, with the same links and sections", () => {
    showInSpanish();
    renderLanding();
    expect(
      screen.getByRole("heading", { level: 1, name: "Información legal general y gratuita de abogados con licencia" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", "/login");
    for (const name of ["Empezar", "Hacer una pregunta", "Pedir ayuda legal ahora"]) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", "/register");
    }
    expect(screen.getByRole("link", { name: "Inscribirse como abogado" })).toHaveAttribute("href", "/apply-attorney");
    const sections = within(screen.getByRole("navigation", { name: "Secciones de la página" }));
    expect(sections.getByRole("link", { name: "Cómo funciona" })).toHaveAttribute("href", "#how-it-works");
    expect(screen.getByRole("heading", { level: 3, name: /^Paso 2: ?Un abogado la revisa$/ })).toBeInTheDocument();
    expect(screen.getByRole("complementary", { name: "Si necesita ayuda urgente" })).toBeInTheDocument();
    expect(screen.getByText(/^¿Necesita salir rápido de este sitio\? El botón Salida rápida/)).toBeInTheDocument();
    expect(screen.getByText(/No crea una relación entre abogado y cliente/)).toHaveTextContent(/^ClearCounsel solo da/);
    expect(screen.queryByText("How It Works")).not.toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent(
      "ClearCounsel: información legal general y gratuita de abogados con licencia.",
    );
    expect(document.title).toBe("Información legal general y gratuita de abogados con licencia | ClearCounsel");
  });
});
