import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { attorneyProfile } from "@/features/queue/testing/fixtures";
import { loadServerMessages } from "@/lib/server-messages";
import { showInSpanish } from "@/test/spanish";
import { ConflictListPage } from "@/pages/conflict-list";
import {
  jsonResponse,
  lastBody,
  mockFetch,
  renderWithApp,
  sessionHandlers,
  testUser,
  toastRegion,
} from "@/test/render";

afterEach(() => vi.unstubAllGlobals());

function renderPage(handlers: Record<string, () => Response>) {
  const fetchMock = mockFetch({
    ...sessionHandlers(testUser, ["user", "attorney"]),
    "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile()),
    ...handlers,
  });
  return {
    fetchMock,
    user: userEvent.setup(),
    ...renderWithApp(<ConflictListPage />, { path: "/attorney/conflicts" }),
  };
}

/** The server refusing the second name sent as too short. */
const refusedSecondName = () =>
  jsonResponse(400, {
    message: "Each name must be 2 to 100 characters",
    errors: [{ path: "names.1", message: "Each name must be 2 to 100 characters" }],
  });

describe("ConflictListPage (docs/decisions/018)", () => {
  it("shows the saved list one name per line and saves the edited list whole", async () => {
    const { user, fetchMock } = renderPage({
      "GET /api/attorney/conflicts": () => jsonResponse(200, { names: ["Acme Properties LLC"] }),
      "PUT /api/attorney/conflicts": () => jsonResponse(200, { names: ["Acme Properties LLC", "Hank Landlord"] }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Conflict List" })).toBeInTheDocument();
    const box = await screen.findByLabelText("Names on your conflict list");
    expect(box).toHaveValue("Acme Properties LLC");
    await user.type(box, "\n  Hank Landlord \n\n");
    expect(screen.getByText("2 of 500 names")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save Conflict List" }));
    expect(await toastRegion().findByText("Conflict List Saved")).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/attorney/conflicts")).toEqual({ names: ["Acme Properties LLC", "Hank Landlord"] });
  });

  it("names the line the server refused and keeps the text as typed", async () => {
    const { user } = renderPage({
      "GET /api/attorney/conflicts": () => jsonResponse(200, { names: [] }),
      "PUT /api/attorney/conflicts": refusedSecondName,
    });
    const box = await screen.findByLabelText("Names on your conflict list");
    await user.type(box, "Jane Roe\nX");
    await user.click(screen.getByRole("button", { name: "Save Conflict List" }));
    expect(await screen.findByText("Line 2: Each name must be 2 to 100 characters")).toHaveAttribute("role", "alert");
    await waitFor(() => expect(box).toHaveValue("Jane Roe\nX"));
    expect(box).toHaveAttribute("aria-invalid", "true");
  });

  it("says by the form as well as in the toast when the list was not saved, and keeps the text", async () => {
    const { user } = renderPage({
      "GET /api/attorney/conflicts": () => jsonResponse(200, { names: [] }),
      "PUT /api/attorney/conflicts": () => jsonResponse(503, { message: "Service unavailable" }),
    });
    const box = await screen.findByLabelText("Names on your conflict list");
    await user.type(box, "Jane Roe");
    await user.click(screen.getByRole("button", { name: "Save Conflict List" }));
    expect(await screen.findByText("Service unavailable", { selector: "[role=alert] p" })).toBeInTheDocument();
    expect(box).toHaveValue("Jane Roe");
  });

  it("counts blank lines as the box shows them when it names the refused line", async () => {
    const { user } = renderPage({
      "GET /api/attorney/conflicts": () => jsonResponse(200, { names: [] }),
      "PUT /api/attorney/conflicts": refusedSecondName,
    });
    const box = await screen.findByLabelText("Names on your conflict list");
    await user.type(box, "Jane Roe\n\n\nX");
    await user.click(screen.getByRole("button", { name: "Save Conflict List" }));
    expect(await screen.findByText("Line 4: Each name must be 2 to 100 characters")).toBeInTheDocument();
  });

  // docs/decisions/038: the list in Spanish, its count and the saved notice by number.
  it("reads in Spanish, one name or many", async () => {
    showInSpanish();
    const { user } = renderPage({
      "GET /api/attorney/conflicts": () => jsonResponse(200, { names: [] }),
      "PUT /api/attorney/conflicts": () => jsonResponse(200, { names: ["Hank Landlord"] }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Lista de conflictos" })).toBeInTheDocument();
    const box = await screen.findByLabelText("Nombres en su lista de conflictos");
    expect(box).toHaveAccessibleDescription(expect.stringContaining("Un nombre por línea"));
    await user.type(box, "Hank Landlord");
    expect(screen.getByText("1 de 500 nombres")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Guardar lista de conflictos" }));
    // The toasts' region is named in Spanish too.
    const toasts = within(screen.getByRole("region", { name: /^Notificaciones/ }));
    expect(await toasts.findByText("Lista de conflictos guardada")).toBeInTheDocument();
    expect(toasts.getByText(/^1 nombre\. La lista de preguntas marca/)).toBeInTheDocument();
  });

  it("names the refused line in Spanish, with the server's words in Spanish (docs/decisions/040)", async () => {
    await loadServerMessages("es");
    showInSpanish();
    const { user } = renderPage({
      "GET /api/attorney/conflicts": () => jsonResponse(200, { names: [] }),
      "PUT /api/attorney/conflicts": refusedSecondName,
    });
    const box = await screen.findByLabelText("Nombres en su lista de conflictos");
    await user.type(box, "Jane Roe\nX");
    await user.click(screen.getByRole("button", { name: "Guardar lista de conflictos" }));
    expect(await screen.findByText("Línea 2: Cada nombre debe tener de 2 a 100 caracteres")).toHaveAttribute(
      "role",
      "alert",
    );
  });
});
