import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showInSpanish } from "@/test/spanish";
import { NotFoundPage } from "@/pages/not-found";
import { mockFetch, renderWithApp, sessionHandlers } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("NotFoundPage", () => {
  it("says the page was not found and leads home", () => {
    mockFetch(sessionHandlers(null));
    renderWithApp(<NotFoundPage />, { path: "/nowhere" });
    expect(screen.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeInTheDocument();
    expect(
      screen.getByText("We couldn't find the page you asked for. It may have moved, or the address may have a typo."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
    expect(document.title).toBe("Page Not Found | ClearCounsel");
  });

  it("says it in Spanish, title included, when the page is in Spanish", () => {
    showInSpanish();
    mockFetch(sessionHandlers(null));
    renderWithApp(<NotFoundPage />, { path: "/nowhere" });
    expect(screen.getByRole("heading", { level: 1, name: "404 Página no encontrada" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "No encontramos la página que buscaba. Puede que se haya movido, o que la dirección tenga un error.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ir al inicio" })).toHaveAttribute("href", "/");
    expect(document.title).toBe("Página no encontrada | ClearCounsel");
  });
});
