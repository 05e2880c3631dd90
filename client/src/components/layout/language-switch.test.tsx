import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FooterPolicyLinks } from "@/components/layout/policy-links";
import { jsonResponse, lastBody, mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = "lang=; path=/; max-age=0";
});

const switchGroup = () => within(screen.getByRole("group", { name: "English / Español" }));

describe("LanguageSwitch", () => {
  it("shows the page in Spanish when a visitor chooses Español, and keeps the choice in the lang cookie", async () => {
    mockFetch(sessionHandlers(null));
    renderWithApp(<FooterPolicyLinks />);
    expect(screen.getByRole("link", { name: "Terms of Use" })).toBeInTheDocument();
    expect(switchGroup().getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(switchGroup().getByRole("button", { name: "Español" }));
    expect(await screen.findByRole("link", { name: "Términos de uso" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Políticas" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("es");
    expect(document.cookie).toContain("lang=es");
    expect(switchGroup().getByRole("button", { name: "Español" })).toHaveAttribute("aria-pressed", "true");
    // Each language is named in itself, whichever is shown.
    expect(switchGroup().getByRole("button", { name: "English" })).toHaveAttribute("lang", "en");
  });

  it("keeps a signed-in person's choice for the account", async () => {
    const fetchMock = mockFetch({
      ...sessionHandlers(testUser),
      "PUT /api/account/locale": () => jsonResponse(200, { locale: "es" }),
    });
    renderWithApp(<FooterPolicyLinks />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/auth/user", expect.anything()));
    await userEvent.click(switchGroup().getByRole("button", { name: "Español" }));
    await waitFor(() => expect(lastBody(fetchMock, "/api/account/locale")).toEqual({ locale: "es" }));
    expect(await screen.findByRole("link", { name: "Términos de uso" })).toBeInTheDocument();
  });

  it("shows the account's language once the account is known, and keeps it for the browser after sign-out", async () => {
    document.cookie = "lang=en; path=/";
    mockFetch(sessionHandlers({ ...testUser, locale: "es" }));
    renderWithApp(<FooterPolicyLinks />);
    expect(await screen.findByRole("link", { name: "Aviso de privacidad" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("es");
    // The account's language replaced the browser's choice, so the page stays in it once signed out.
    expect(document.cookie).toContain("lang=es");
  });
});
