import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OutcomesDto } from "@shared/api/types";
import { calls, categoriesHandler } from "@/features/questions/testing";
import { showInSpanish } from "@/test/spanish";
import { AdminOutcomesPage } from "@/pages/admin-outcomes";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

const row = (key: string, over: Partial<OutcomesDto["rows"][number]> = {}): OutcomesDto["rows"][number] => ({
  key,
  asked: 10,
  answered: 8,
  expired: 1,
  withdrawn: 0,
  closed: 0,
  open: 1,
  answeredShare: 8 / 9,
  medianHoursToClaim: 3,
  medianHoursToAnswer: 20,
  p90HoursToAnswer: 70,
  answeredWithin72hShare: 0.75,
  helpfulShare: 0.5,
  volunteers: 4,
  ...over,
});
const figures = (rows: OutcomesDto["rows"]): OutcomesDto => ({
  rows,
  volunteers: { approved: 12, activeLast30Days: 5, questionsPerActiveVolunteer: 2.4 },
  backlog: { pending: 7, waiting10Days: 2, waiting25Days: 1 },
  asOf: "2026-03-02T14:05:00.000Z",
});

const WEEKS = "GET /api/admin/outcomes?by=week";
const STATES = "GET /api/admin/outcomes?by=state";

function renderOutcomes(extra: Record<string, () => Response> = {}) {
  const fetchMock = mockFetch({
    ...sessionHandlers(testUser, ["user", "admin"]),
    ...categoriesHandler,
    [WEEKS]: () =>
      jsonResponse(
        200,
        figures([
          row("2026-11-02"),
          row("2026-11-09", {
            answeredShare: null,
            medianHoursToAnswer: null,
            p90HoursToAnswer: null,
            helpfulShare: null,
          }),
        ]),
      ),
    [STATES]: () =>
      jsonResponse(200, figures([row("TN"), row("TX", { volunteers: 0, answered: 0, answeredShare: 0 })])),
    ...extra,
  });
  return { fetchMock, user: userEvent.setup(), ...renderWithApp(<AdminOutcomesPage />, { path: "/admin/outcomes" }) };
}

describe("AdminOutcomesPage (docs/decisions/029)", () => {
  it("shows the weekly figures as a table with the chart (under it, decision 029), the states, and the volunteers and backlog", async () => {
    renderOutcomes();
    expect(screen.getByRole("heading", { level: 1, name: "Outcomes" })).toBeInTheDocument();
    const weeks = await screen.findByRole("table", { name: "Figures by week" });
    // Each week by its first day, as every date on the screens is written.
    const first = within(weeks).getByRole("row", { name: /^Nov 2, 2026/ });
    expect(first).toHaveTextContent("89%");
    expect(first).toHaveTextContent("20 h");
    expect(first).toHaveTextContent("2.9 days");
    // Every finished kind has its column, so the counts add up to what was asked.
    for (const name of ["Asked", "Answered", "Closed", "Expired", "Withdrawn", "Open", "Said it helped"])
      expect(within(weeks).getByRole("columnheader", { name })).toBeInTheDocument();
    // A week with nothing finished has no share to give.
    expect(within(weeks).getByRole("row", { name: /^Nov 9, 2026/ })).toHaveTextContent("—");
    expect(await screen.findByRole("img", { name: /Chart of the answered share/ })).toBeInTheDocument();

    const states = await screen.findByRole("table", { name: "Figures by state" });
    expect(within(states).getByRole("row", { name: /Texas/ })).toHaveTextContent("None");
    expect(within(states).getByRole("row", { name: /Tennessee/ })).toHaveTextContent("4");
    expect(screen.getByText("Waiting over 25 days").nextSibling).toHaveTextContent("1");
    expect(screen.getByText(/Figures as of/).querySelector("time")).toHaveAttribute(
      "datetime",
      "2026-03-02T14:05:00.000Z",
    );
  });

  it("offers each table as a CSV download under the same filters", async () => {
    const { user } = renderOutcomes({
      "GET /api/admin/outcomes?from=2026-01-01&to=2026-06-30&state=TN&by=week": () =>
        jsonResponse(200, figures([row("2026-01-05")])),
      "GET /api/admin/outcomes?from=2026-01-01&to=2026-06-30&state=TN&by=state": () =>
        jsonResponse(200, figures([row("TN")])),
    });
    expect(await screen.findByRole("link", { name: "Download weeks (CSV)" })).toHaveAttribute(
      "href",
      "/api/admin/outcomes?by=week&format=csv",
    );
    await user.type(screen.getByLabelText("From"), "2026-01-01");
    await user.type(screen.getByLabelText("To"), "2026-06-30");
    await user.selectOptions(screen.getByLabelText("State"), "TN");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    expect(await screen.findByRole("row", { name: /^Jan 5, 2026/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download states (CSV)" })).toHaveAttribute(
      "href",
      "/api/admin/outcomes?from=2026-01-01&to=2026-06-30&state=TN&by=state&format=csv",
    );
  });

  it("says the server's reason for a period it refuses, and reads the figures again by Try Again or by Apply Filters", async () => {
    const refused = () => jsonResponse(400, { message: "The end must not be before the start" });
    const period = "from=2026-06-30&to=2026-01-01";
    let answer = refused;
    const { user, fetchMock } = renderOutcomes({
      [`GET /api/admin/outcomes?${period}&by=week`]: () => answer(),
      [`GET /api/admin/outcomes?${period}&by=state`]: () => answer(),
    });
    await screen.findByRole("table", { name: "Figures by week" });
    await user.type(screen.getByLabelText("From"), "2026-06-30");
    await user.type(screen.getByLabelText("To"), "2026-01-01");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    // Both sections say why, not only that the figures could not be loaded.
    const alerts = await screen.findAllByRole("alert");
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) expect(alert).toHaveTextContent("The end must not be before the start");
    const asked = (by: string) => calls(fetchMock).filter((c) => c.includes(`${period}&by=${by}`)).length;
    expect([asked("week"), asked("state")]).toEqual([1, 1]);

    // Try Again reads both sections again.
    await user.click(within(alerts[0]!).getByRole("button", { name: "Try Again" }));
    await vi.waitFor(() => expect([asked("week"), asked("state")]).toEqual([2, 2]));
    // So does Apply Filters, with the filters as they were: the figures may have changed since.
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    await vi.waitFor(() => expect([asked("week"), asked("state")]).toEqual([3, 3]));

    answer = () => jsonResponse(200, figures([row("2026-01-05")]));
    await user.click(within(screen.getAllByRole("alert")[1]!).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("row", { name: /^Jan 5, 2026/ })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says the figures could not be loaded, with Try Again, when the server gives no reason", async () => {
    let failing = true;
    const { user } = renderOutcomes({
      [WEEKS]: () =>
        failing
          ? new Response("<html>Bad gateway</html>", { status: 502 })
          : jsonResponse(200, figures([row("2026-11-02")])),
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The figures could not be loaded. Please try again.");
    failing = false;
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("table", { name: "Figures by week" })).toBeInTheDocument();
    // Focus goes to what took the notice's place, not to the page's body.
    await vi.waitFor(() => expect(screen.getByRole("heading", { name: "By week" })).toHaveFocus());
  });

  it("tells someone who is not an admin, calmly, and shows no figures", async () => {
    const { fetchMock } = renderOutcomes({
      [WEEKS]: () => jsonResponse(403, { message: "Forbidden" }),
      [STATES]: () => jsonResponse(403, { message: "Forbidden" }),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Only administrators can see the outcome figures.");
    expect(screen.queryByRole("table")).toBeNull();
    expect(calls(fetchMock)).toContain(WEEKS);
  });

  it("reads in Spanish: heading, tables, numbers with a decimal comma, and the figures' date (docs/decisions/038)", async () => {
    showInSpanish();
    renderOutcomes();
    expect(screen.getByRole("heading", { level: 1, name: "Resultados" })).toBeInTheDocument();
    const weeks = await screen.findByRole("table", { name: "Datos por semana" });
    expect(within(weeks).getByRole("columnheader", { name: "Semana del" })).toBeInTheDocument();
    expect(within(weeks).getByRole("columnheader", { name: "Respondidas" })).toBeInTheDocument();
    const first = within(weeks).getByRole("row", { name: /^2 de noviembre de 2026/ });
    expect(first).toHaveTextContent("20 h");
    expect(first).toHaveTextContent("2,9 días");
    const states = await screen.findByRole("table", { name: "Datos por estado" });
    expect(within(states).getByRole("row", { name: /Texas/ })).toHaveTextContent("Ninguno");
    expect(screen.getByText("Preguntas por voluntario activo").nextSibling).toHaveTextContent("2,4");
    const asOf = screen.getByText(/Datos al/).querySelector("time");
    expect(asOf).toHaveAttribute("datetime", "2026-03-02T14:05:00.000Z");
    expect(asOf).toHaveTextContent(/^2 de marzo de 2026/);
    // The filters offer the states and the categories by their Spanish names.
    expect(within(screen.getByLabelText("Estado")).getByRole("option", { name: "Nueva York" })).toBeInTheDocument();
    expect(await within(screen.getByLabelText("Tema")).findByRole("option", { name: "Familia" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Descargar semanas (CSV)" })).toBeInTheDocument();
  });
});
