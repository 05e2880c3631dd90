import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ANSWER_LANGUAGES_MESSAGE } from "@shared/validators";
import userEvent from "@testing-library/user-event";
import {
  jsonResponse,
  lastBody,
  mockFetch,
  renderWithApp,
  sessionHandlers,
  testUser,
  toastRegion,
} from "@/test/render";
import { loadServerMessages } from "@/lib/server-messages";
import { showInSpanish } from "@/test/spanish";
import { LanguagesCard } from "./languages-card";

// docs/decisions/036: an approved attorney chooses the languages their queue follows.
describe("LanguagesCard", () => {
  it("shows the saved languages and saves a new choice", async () => {
    const fetchMock = mockFetch({
      ...sessionHandlers(testUser, ["user", "attorney"]),
      "GET /api/attorney/languages": () => jsonResponse(200, { languages: ["en"] }),
      "PUT /api/attorney/languages": () => jsonResponse(200, { languages: ["en", "es"] }),
    });
    const user = userEvent.setup();
    renderWithApp(<LanguagesCard />);
    const english = await screen.findByRole("checkbox", { name: "English" });
    expect(english).toBeChecked();
    const spanish = screen.getByRole("checkbox", { name: "Español" });
    expect(spanish).not.toBeChecked();
    await user.click(spanish);
    const save = screen.getByRole("button", { name: "Save Languages" });
    await user.click(save);
    await waitFor(() => expect(lastBody(fetchMock, "/api/attorney/languages")).toEqual({ languages: ["en", "es"] }));
    // Saved: the form shows what is saved now, and Save still has keyboard focus (the form was not drawn anew).
    expect(await toastRegion().findByText("Languages Saved")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Español" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Save Languages" })).toBe(save);
    expect(save).toHaveFocus();
  });

  it("says when the languages could not be loaded, and loads them on Try Again", async () => {
    let reads = 0;
    mockFetch({
      ...sessionHandlers(testUser, ["user", "attorney"]),
      "GET /api/attorney/languages": () =>
        ++reads === 1
          ? jsonResponse(503, { message: "Service unavailable" })
          : jsonResponse(200, { languages: ["es"] }),
    });
    const user = userEvent.setup();
    renderWithApp(<LanguagesCard />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Your languages could not be loaded.");
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("checkbox", { name: "Español" })).toBeChecked();
    // The notice and its button are gone: focus is on the card's heading, not the page's body.
    await vi.waitFor(() => expect(screen.getByText("Languages You Answer In")).toHaveFocus());
  });

  it("says on the form as well as in the toast when the languages were not saved, and keeps the choice", async () => {
    mockFetch({
      ...sessionHandlers(testUser, ["user", "attorney"]),
      "GET /api/attorney/languages": () => jsonResponse(200, { languages: ["en"] }),
      "PUT /api/attorney/languages": () => jsonResponse(503, { message: "Service unavailable" }),
    });
    const user = userEvent.setup();
    renderWithApp(<LanguagesCard />);
    await user.click(await screen.findByRole("checkbox", { name: "Español" }));
    await user.click(screen.getByRole("button", { name: "Save Languages" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Service unavailable");
    expect(screen.getByRole("checkbox", { name: "Español" })).toBeChecked();
  });

  it("asks for at least one language and sends nothing without one", async () => {
    const fetchMock = mockFetch({
      ...sessionHandlers(testUser, ["user", "attorney"]),
      "GET /api/attorney/languages": () => jsonResponse(200, { languages: ["es"] }),
    });
    const user = userEvent.setup();
    renderWithApp(<LanguagesCard />);
    await user.click(await screen.findByRole("checkbox", { name: "Español" }));
    await user.click(screen.getByRole("button", { name: "Save Languages" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(ANSWER_LANGUAGES_MESSAGE);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT")).toEqual([]);
  });

  it("asks in Spanish, each language still named in itself", async () => {
    await loadServerMessages("es");
    showInSpanish();
    mockFetch({
      ...sessionHandlers(testUser, ["user", "attorney"]),
      "GET /api/attorney/languages": () => jsonResponse(200, { languages: ["en"] }),
    });
    const user = userEvent.setup();
    renderWithApp(<LanguagesCard />);
    expect(await screen.findByText("Idiomas en los que responde")).toBeInTheDocument();
    expect(await screen.findByRole("group", { name: "Puedo leer y responder preguntas en:" })).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "English" }));
    await user.click(screen.getByRole("button", { name: "Guardar idiomas" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Por favor, elija al menos un idioma en el que responde",
    );
  });
});
