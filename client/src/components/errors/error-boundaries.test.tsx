import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PageErrorBoundary } from "@/components/errors/page-error-boundary";
import { RootErrorBoundary } from "@/components/errors/root-error-boundary";
import { showInSpanish } from "@/test/spanish";

function Broken(): never {
  throw new Error("broken while drawing");
}

beforeEach(() => {
  // React reports the caught error on the console; the boundaries' own warning too.
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("RootErrorBoundary", () => {
  it("says something went wrong and offers a reload and the home page", () => {
    render(
      <RootErrorBoundary>
        <Broken />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload Page" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
    // Quick exit is on every page, this one too (docs/decisions/021).
    expect(screen.getByRole("button", { name: "Quick exit" })).toBeInTheDocument();
  });

  it("says it in Spanish, though it sits outside the app's I18nProvider", () => {
    showInSpanish();
    render(
      <RootErrorBoundary>
        <Broken />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Algo salió mal" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Volver a cargar la página" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ir al inicio" })).toBeInTheDocument();
  });
});

describe("PageErrorBoundary", () => {
  it("says in Spanish that the page did not load", () => {
    showInSpanish();
    render(
      <I18nProvider i18n={i18n}>
        <PageErrorBoundary>
          <Broken />
        </PageErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Esta página no se cargó");
    expect(screen.getByRole("button", { name: "Intentar de nuevo" })).toBeInTheDocument();
  });
});
