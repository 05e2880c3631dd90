import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageShell } from "@/components/layout/page-shell";
import { SafetyLine } from "@/components/layout/safety-line";
import { showInSpanish } from "@/test/spanish";
import { mockFetch, renderWithApp, sessionHandlers } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = "lang=; path=/; max-age=0";
});

const footer = () => within(screen.getByRole("contentinfo"));

describe("PageShell", () => {
  it("keeps its English words as the spec writes them", async () => {
    mockFetch(sessionHandlers(null));
    renderWithApp(<PageShell>content</PageShell>);
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main-content");
    expect(screen.getByRole("button", { name: "Quick exit" })).toBeInTheDocument();
    expect(
      footer().getByText(
        "ClearCounsel provides general legal information only. Using it does not create an attorney-client relationship.",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Sign In" })).toBeInTheDocument();
  });

  it("turns to Spanish at once when Español is chosen in its footer", async () => {
    mockFetch(sessionHandlers(null));
    renderWithApp(<PageShell>content</PageShell>);
    await screen.findByRole("link", { name: "Sign In" });
    await userEvent.click(footer().getByRole("button", { name: "Español" }));
    expect(await screen.findByRole("link", { name: "Ir al contenido principal" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Salida rápida" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Iniciar sesión" })).toBeInTheDocument();
    expect(
      footer().getByText(
        "ClearCounsel solo da información legal general. Usarlo no crea una relación entre abogado y cliente.",
      ),
    ).toBeInTheDocument();
  });
});

describe("SafetyLine", () => {
  it("gives the numbers in the spec's English", () => {
    mockFetch(sessionHandlers(null));
    renderWithApp(<SafetyLine />);
    const line = screen.getByRole("complementary", { name: "Emergency numbers" });
    expect(line).toHaveTextContent(
      "In danger now? Call 911. Domestic violence: 1-800-799-7233 (National Domestic Violence Hotline)",
      { normalizeWhitespace: false },
    );
    expect(within(line).getByRole("link", { name: "1-800-799-7233" })).toHaveAttribute("href", "tel:+18007997233");
  });

  it("gives them in Spanish, the numbers kept as they are dialled in the US", () => {
    mockFetch(sessionHandlers(null));
    renderWithApp(<SafetyLine />);
    showInSpanish();
    const line = screen.getByRole("complementary", { name: "Números de emergencia" });
    expect(line).toHaveTextContent(
      "¿Está en peligro ahora? Llame al 911. Violencia doméstica: 1-800-799-7233 (Línea Nacional de Violencia Doméstica)",
    );
    expect(within(line).getByRole("link", { name: "911" })).toHaveAttribute("href", "tel:911");
  });
});
