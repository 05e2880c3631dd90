// What the ask form says to expect once a state is chosen (docs/decisions/029), in English and in Spanish.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { calls, expectationHandlers, expectationOf } from "@/features/questions/testing";
import { jsonResponse, testUser } from "@/test/render";
import { showInSpanish } from "@/test/spanish";
import { openPart, renderForm } from "@/test/submit-question";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("SubmitQuestionPage: what to expect in the chosen state (docs/decisions/029)", () => {
  const GENERAL = "A licensed attorney will review your question, typically within 24 hours.";

  it("says how likely an answer is and how soon, once a state is chosen, and drops the general promise", async () => {
    const { user } = renderForm();
    expect(await screen.findByText(GENERAL)).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText("Which state is this about?"), "TN");
    expect(
      await screen.findByText("In Tennessee, about 8 in 10 questions get an answer, usually within 2 days."),
    ).toBeInTheDocument();
    expect(screen.queryByText(GENERAL)).toBeNull();
    expect(
      screen.getByText(
        "An attorney licensed in Tennessee will review your question; what to expect is shown under your choice of state.",
      ),
    ).toBeInTheDocument();
  });

  it("with too few past questions, says plainly that an answer is not guaranteed and where else to turn", async () => {
    const { user } = renderForm(
      expectationHandlers(expectationOf("VT", { sample: 4, answeredShare: null, medianDaysToAnswer: null })),
    );
    await user.selectOptions(await screen.findByLabelText("Which state is this about?"), "VT");
    expect(await screen.findByText(/An answer is not guaranteed/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Legal Aid of VT" })).toHaveAttribute(
      "href",
      "https://legal-aid.example/vt",
    );
    expect(screen.queryByText(/questions get an answer/)).toBeNull();
  });

  it("promises nothing when what to expect could not be loaded", async () => {
    const { user } = renderForm({
      "GET /api/outcomes/expectation?state=TN&language=en": () => jsonResponse(503, { message: "Service unavailable" }),
    });
    await user.selectOptions(await screen.findByLabelText("Which state is this about?"), "TN");
    expect(
      await screen.findByText("We couldn't load what to expect in Tennessee, so an answer is not guaranteed."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/will review your question/)).toBeNull();
  });

  it("with no volunteer for the state, says so before anything is written and shows the resources at once", async () => {
    const { user } = renderForm(expectationHandlers(expectationOf("TX", { volunteers: 0, sample: 40 })));
    await user.selectOptions(await screen.findByLabelText("Which state is this about?"), "TX");
    expect(await screen.findByText("No volunteer attorney for Texas has joined yet.")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Legal aid resources" })).toBeInTheDocument();
    // Nothing typed yet, and no figure or 24-hour promise beside it.
    expect(screen.getByLabelText("Question title")).toHaveValue("");
    expect(screen.queryByText(/questions get an answer/)).toBeNull();
    expect(screen.queryByText(GENERAL)).toBeNull();
    expect(
      screen.getByText("No volunteer attorney for Texas has joined yet, so an answer is not guaranteed."),
    ).toBeInTheDocument();
  });
});

// docs/decisions/038: the states, what to expect there and the kinds of date in Spanish, as docs/glossary-es.md names them.
describe("SubmitQuestionPage's details in Spanish", () => {
  it("asks what to expect for a question in the account's language, and says when nobody there reads Spanish", async () => {
    showInSpanish();
    const spanishAccount = { ...testUser, locale: "es" as const };
    const { user, fetchMock } = renderForm(
      {
        // Volunteers in Texas, none of whom reads Spanish.
        "GET /api/outcomes/expectation?state=TX&language=en": () => jsonResponse(200, expectationOf("TX")),
        "GET /api/outcomes/expectation?state=TX&language=es": () =>
          jsonResponse(200, expectationOf("TX", { volunteers: 0 })),
      },
      spanishAccount,
    );
    await user.selectOptions(await screen.findByRole("combobox", { name: "¿De qué estado se trata?" }), "TX");
    expect(
      await screen.findByText("Todavía no se ha unido ningún abogado voluntario de Texas que lea español."),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Todavía no se ha unido ningún abogado voluntario de Texas que lea español, así que no podemos asegurar una respuesta.",
      ),
    ).toBeInTheDocument();
    expect(calls(fetchMock)).toContain("GET /api/outcomes/expectation?state=TX&language=es");
    expect(calls(fetchMock)).not.toContain("GET /api/outcomes/expectation?state=TX&language=en");
  });

  it("lists the states by their Spanish names and says what to expect in Nueva York", async () => {
    showInSpanish();
    const { user } = renderForm(expectationHandlers(expectationOf("NY")));
    const state = await screen.findByRole("combobox", { name: "¿De qué estado se trata?" });
    const names = within(state)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(names).toContain("Nueva York");
    expect(names).not.toContain("New York");
    // In the order of the Spanish names.
    expect(names.indexOf("Nueva York")).toBeLessThan(names.indexOf("Nuevo México"));
    await user.selectOptions(state, "NY");
    expect(
      await screen.findByText(
        "En Nueva York, unas 8 de cada 10 preguntas reciben respuesta, por lo general en 2 días o menos.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Un abogado con licencia en Nueva York revisará su pregunta\./)).toBeInTheDocument();

    await openPart(user, "¿Tiene una fecha de corte u otra fecha límite?", "Sí");
    const kinds = within(screen.getByRole("combobox", { name: "¿Qué tipo de fecha es?" }))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(kinds).toEqual([
      "Elija una opción",
      "Fecha de corte",
      "Fecha límite para presentar documentos",
      "Otra fecha límite",
    ]);
  });
});
