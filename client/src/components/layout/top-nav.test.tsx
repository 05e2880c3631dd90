import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@shared/api/types";
import { TopNav } from "@/components/layout/top-nav";
import { showInSpanish } from "@/test/spanish";
import { mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderNav(path: string, roles: Role[] = ["user"]) {
  mockFetch(sessionHandlers(testUser, roles));
  const view = renderWithApp(<TopNav />, { path });
  const nav = await screen.findByRole("navigation", { name: "Main" });
  return { ...view, nav: within(nav) };
}

describe("TopNav", () => {
  it("shows the user view and marks Home current only on /", async () => {
    const { nav } = await renderNav("/");
    await waitFor(() =>
      expect(nav.getByRole("link", { name: "Apply as Attorney" })).toHaveAttribute("href", "/apply-attorney"),
    );
    expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    expect(nav.getByRole("link", { name: "My Questions" })).not.toHaveAttribute("aria-current");
  });

  it("marks the item whose path prefixes the location", async () => {
    const { nav } = await renderNav("/dashboard");
    expect(nav.getByRole("link", { name: "My Questions" })).toHaveAttribute("aria-current", "page");
    expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("switches an attorney to the attorney view, without Admin Panel or Apply as Attorney", async () => {
    const { nav } = await renderNav("/attorney/claimed-questions", ["user", "attorney"]);
    const dashboard = await nav.findByRole("link", { name: "Attorney Dashboard" });
    expect(dashboard).toHaveAttribute("aria-current", "page");
    expect(nav.getByRole("link", { name: "Question Queue" })).toHaveAttribute("href", "/question-queue");
    expect(nav.queryByRole("link", { name: "Admin Panel" })).not.toBeInTheDocument();
    expect(nav.queryByRole("link", { name: "Apply as Attorney" })).not.toBeInTheDocument();
  });

  it("has an avatar menu button with an accessible name and a stable id", async () => {
    await renderNav("/");
    const trigger = await screen.findByRole("button", { name: "Account menu" });
    expect(trigger).toHaveAttribute("id", "user-menu");
    expect(trigger).toHaveTextContent("J");
  });

  it("toggles the mobile menu", async () => {
    const user = userEvent.setup();
    await renderNav("/");
    const toggle = screen.getByRole("button", { name: "Main menu" });
    expect(toggle).toHaveAttribute("aria-controls", "main-nav");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById("main-nav")).toHaveClass("hidden");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById("main-nav")).not.toHaveClass("hidden");
  });

  it("keeps an admin who is also an attorney in the user view, and Switch Role changes the navigation", async () => {
    const user = userEvent.setup();
    const { nav } = await renderNav("/", ["user", "attorney", "admin"]);
    const labels = () => nav.getAllByRole("link").map((link) => link.textContent);
    await screen.findByRole("button", { name: "Account menu" });
    // The roles have arrived once Apply as Attorney is gone (it is shown until we know the user is an attorney).
    await waitFor(() => expect(labels()).toEqual(["Home", "My Questions", "Ask Question"]));

    const switchTo = async (name: string) => {
      await user.click(screen.getByRole("button", { name: "Account menu" }));
      await user.click(await screen.findByRole("menuitemradio", { name }));
    };

    await switchTo("Admin View");
    await waitFor(() => expect(labels()).toEqual(["Home", "Admin Panel", "My Questions"]));
    expect(nav.getByRole("link", { name: "Admin Panel" })).toHaveAttribute("href", "/admin");

    await switchTo("Attorney View");
    await waitFor(() => expect(labels()).toEqual(["Home", "Attorney Dashboard", "Question Queue", "Admin Panel"]));

    await switchTo("User View");
    await waitFor(() => expect(labels()).toEqual(["Home", "My Questions", "Ask Question"]));
  });

  it("offers an admin who is not an attorney the user and admin views only", async () => {
    const user = userEvent.setup();
    const { nav } = await renderNav("/admin", ["user", "admin"]);
    // Opening /admin directly opens the admin view (docs/decisions/025).
    expect(await nav.findByRole("link", { name: "Admin Panel" })).toHaveAttribute("aria-current", "page");
    await user.click(await screen.findByRole("button", { name: "Account menu" }));
    const options = await screen.findAllByRole("menuitemradio");
    expect(options.map((o) => o.textContent)).toEqual(["User View", "Admin View"]);
    await user.click(screen.getByRole("menuitemradio", { name: "User View" }));
    expect(await nav.findByRole("link", { name: "Apply as Attorney" })).toBeInTheDocument();
  });

  it("names its icon-only controls with tooltips too", async () => {
    const user = userEvent.setup();
    await renderNav("/");
    await screen.findByRole("button", { name: "Account menu" });
    const toggle = screen.getByRole("button", { name: "Main menu" });
    for (let i = 0; i < 10 && document.activeElement !== toggle; i++) await user.tab();
    expect(toggle).toHaveFocus();
    expect(await screen.findByRole("tooltip", { name: "Main menu" })).toBeInTheDocument();
  });

  it("shows signed-out visitors a Sign In link to /login and no navigation", async () => {
    mockFetch(sessionHandlers(null));
    renderWithApp(<TopNav />, { path: "/apply-attorney" });
    expect(await screen.findByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("speaks Spanish when the page is in Spanish: the navigation, its menus and their names", async () => {
    showInSpanish();
    const user = userEvent.setup();
    mockFetch(sessionHandlers(testUser, ["user", "attorney", "admin"]));
    renderWithApp(<TopNav />, { path: "/" });
    const nav = within(await screen.findByRole("navigation", { name: "Principal" }));
    await waitFor(() =>
      expect(nav.getAllByRole("link").map((link) => link.textContent)).toEqual([
        "Inicio",
        "Mis preguntas",
        "Hacer una pregunta",
      ]),
    );
    expect(screen.getByRole("button", { name: "Menú principal" })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Menú de la cuenta" }));
    expect(await screen.findByText("Cuenta de usuario")).toBeInTheDocument();
    expect(screen.getByText("Cambiar de rol")).toBeInTheDocument();
    expect(screen.getAllByRole("menuitemradio").map((o) => o.textContent)).toEqual([
      "Vista de usuario",
      "Vista de abogado",
      "Vista de administrador",
    ]);
    expect(screen.getByRole("menuitem", { name: "Configuración" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Inicio de sesión y seguridad" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Cerrar sesión" })).toBeInTheDocument();
    await user.click(screen.getByRole("menuitemradio", { name: "Vista de abogado" }));
    await waitFor(() => expect(nav.getByRole("link", { name: "Lista de preguntas" })).toBeInTheDocument());
    expect(nav.getByRole("link", { name: "Panel del abogado" })).toHaveAttribute("href", "/attorney");
  });

  it("offers a signed-out visitor Iniciar sesión in Spanish", async () => {
    showInSpanish();
    mockFetch(sessionHandlers(null));
    renderWithApp(<TopNav />, { path: "/apply-attorney" });
    expect(await screen.findByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", "/login");
  });
});
