import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UserQuestionDto } from "@shared/api/types";
import { localIsoDate } from "@shared/format/triage";
import { buildUserQuestion, expectationHandlers, expectationOf } from "@/features/questions/testing";
import { questionSentState } from "@/features/questions/components/sent-panel";
import { goTo } from "@/lib/browser";
import { showInSpanish } from "@/test/spanish";
import { UserDashboardPage } from "@/pages/user-dashboard";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser, toastRegion } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDashboard(
  questions: UserQuestionDto[] | (() => Response | Promise<Response>),
  handlers: Parameters<typeof mockFetch>[0] = {},
) {
  mockFetch({
    ...sessionHandlers(testUser),
    "GET /api/questions/user": () => (typeof questions === "function" ? questions : jsonResponse(200, questions)),
    ...handlers,
  });
  return renderWithApp(<UserDashboardPage />, { path: "/dashboard" });
}

const stat = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("UserDashboardPage", () => {
  it("shows 'Loading your dashboard...' while the questions load", async () => {
    renderDashboard(() => new Promise<Response>(() => {}));
    expect(await screen.findByRole("status", { name: "Loading your dashboard..." })).toHaveTextContent(
      "Loading your dashboard...",
    );
    expect(screen.getByRole("link", { name: "Ask Question" })).toHaveAttribute("href", "/submit-question");
  });

  it("shows the three figures and each question with its badge, date, category, marker and link", async () => {
    renderDashboard([
      buildUserQuestion({
        id: 3,
        title: "Answered one",
        status: "answered",
        categoryName: "Family Law",
        isAnonymous: true,
      }),
      buildUserQuestion({ id: 2, title: "Claimed one", status: "claimed", categoryName: null }),
      buildUserQuestion({ id: 1, title: "Pending one", status: "pending" }),
    ]);
    const list = await screen.findByRole("region", { name: "Your Questions" });
    expect(list).toHaveAttribute("id", "questions-list");
    expect(stat("Total Questions")).toBe("3");
    expect(stat("Answered")).toBe("1");
    expect(stat("Pending")).toBe("1");
    const [answered, claimed] = within(list).getAllByRole("article");
    expect(within(answered!).getByRole("heading", { name: "Answered one" })).toBeInTheDocument();
    expect(within(answered!).getByText("Answered")).toBeInTheDocument();
    expect(within(answered!).getByText("Nov 21, 2026")).toBeInTheDocument();
    expect(within(answered!).getByText("Family Law")).toBeInTheDocument();
    expect(within(answered!).getByText("Anonymous")).toBeInTheDocument();
    expect(within(answered!).getByRole("link", { name: /View Details/ })).toHaveAttribute("href", "/question/3");
    expect(within(claimed!).getByText("Being Reviewed")).toBeInTheDocument();
    expect(within(claimed!).getByText("General")).toBeInTheDocument();
    expect(within(claimed!).queryByText("Anonymous")).not.toBeInTheDocument();
    expect(within(claimed!).getByText(/returned my security deposit/)).toHaveClass("line-clamp-2");
  });

  // docs/decisions/034: the asker's own card says where and how soon, as the attorney's does.
  it("shows each question's state and deadline when it has them", async () => {
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000);
    const date = `${inThreeDays.getFullYear()}-${String(inThreeDays.getMonth() + 1).padStart(2, "0")}-${String(inThreeDays.getDate()).padStart(2, "0")}`;
    renderDashboard([
      buildUserQuestion({ id: 2, title: "With a court date", state: "TN", deadline: date, deadlineType: "court_date" }),
      buildUserQuestion({ id: 1, title: "Without" }),
    ]);
    const list = await screen.findByRole("region", { name: "Your Questions" });
    const [dated, plain] = within(list).getAllByRole("article");
    expect(within(dated!).getByText("Tennessee")).toBeInTheDocument();
    expect(within(dated!).getByText("Court date in 3 days")).toHaveAttribute("dateTime", date);
    expect(within(plain!).queryByText(/Tennessee|Court date/)).not.toBeInTheDocument();
  });

  it("counts down to a deadline only while the conversation goes on, not once the question is closed", async () => {
    const date = localIsoDate(new Date(Date.now() + 3 * 24 * 3_600_000));
    const dated = { state: "TN", deadline: date, deadlineType: "court_date" as const };
    renderDashboard([
      buildUserQuestion({ id: 1, title: "Still waiting", status: "claimed", ...dated }),
      buildUserQuestion({ id: 2, title: "Already closed", status: "closed", ...dated }),
    ]);
    const [waiting, closed] = await Promise.all(
      ["Still waiting", "Already closed"].map((t) => screen.findByText(t).then((h) => h.closest("article"))),
    );
    expect(within(waiting!).getByText("Court date in 3 days")).toBeInTheDocument();
    expect(within(closed!).queryByText(/Court date/)).not.toBeInTheDocument();
  });

  it("offers 'Submit Your First Question' when there are none", async () => {
    renderDashboard([]);
    expect(await screen.findByRole("link", { name: "Submit Your First Question" })).toHaveAttribute(
      "href",
      "/submit-question",
    );
    expect(stat("Total Questions")).toBe("0");
  });

  it("treats a 401 as signed out: the 'Unauthorized' toast, then /api/login", async () => {
    renderDashboard(() => jsonResponse(401, { message: "Unauthorized" }));
    expect(await toastRegion().findByText("You are logged out. Logging in again...")).toBeInTheDocument();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/api/login"));
    expect(goTo).toHaveBeenCalledTimes(1);
  });

  // docs/decisions/025.
  it("after sending, shows what happens next in plain words, with focus on it, until dismissed", async () => {
    window.history.replaceState({ questionSent: true }, "");
    const user = userEvent.setup();
    renderDashboard([]);
    const panel = await screen.findByTestId("sent-panel");
    expect(within(panel).getByRole("heading", { name: "Your question has been sent" })).toHaveFocus();
    expect(panel).toHaveTextContent(
      "An attorney licensed in your state usually replies within 24 hours. We'll e-mail you, and the e-mail won't mention your question.",
    );
    expect(panel).not.toHaveTextContent(/queue/i);
    await user.click(within(panel).getByRole("button", { name: "Dismiss this message" }));
    expect(screen.queryByTestId("sent-panel")).not.toBeInTheDocument();
    expect(window.history.state).toBeNull();
    // The button went with the notice: focus is on the page's heading, not the body.
    expect(screen.getByRole("heading", { level: 1, name: "My Questions" })).toHaveFocus();
  });

  it("after sending a question about a state with no volunteer yet, says an answer is not guaranteed", async () => {
    window.history.replaceState(questionSentState("TX"), "");
    renderDashboard([], expectationHandlers(expectationOf("TX", { volunteers: 0 })));
    const panel = await screen.findByTestId("sent-panel");
    await waitFor(() =>
      expect(panel).toHaveTextContent(
        "No volunteer attorney for Texas has joined yet, so an answer is not guaranteed. We'll e-mail you, and the e-mail won't mention your question.",
      ),
    );
    expect(panel).not.toHaveTextContent("24 hours");
  });

  it("shows no such panel on an ordinary visit", async () => {
    window.history.replaceState(null, "");
    renderDashboard([]);
    await screen.findByRole("heading", { level: 1, name: "My Questions" });
    expect(screen.queryByTestId("sent-panel")).not.toBeInTheDocument();
  });
});

describe("UserDashboardPage in Spanish", () => {
  it("shows the figures and the list in Spanish, with the category's Spanish name", async () => {
    showInSpanish();
    renderDashboard([
      buildUserQuestion({
        id: 3,
        title: "Answered one",
        status: "answered",
        categoryName: "Family Law",
        state: "NC",
        deadline: localIsoDate(new Date(Date.now() + 24 * 3_600_000)),
        deadlineType: "court_date",
      }),
      buildUserQuestion({ id: 1, title: "Pending one", status: "pending", categoryName: "A new area" }),
    ]);
    const list = await screen.findByRole("region", { name: "Sus preguntas" });
    expect(screen.getByRole("heading", { level: 1, name: "Mis preguntas" })).toBeInTheDocument();
    expect(stat("Total de preguntas")).toBe("2");
    expect(stat("Respondidas")).toBe("1");
    expect(stat("Pendientes")).toBe("1");
    const [answered, pending] = within(list).getAllByRole("article");
    expect(within(answered!).getByText("Respondida")).toBeInTheDocument();
    expect(within(answered!).getByText("Familia")).toBeInTheDocument();
    // The state, the date and the deadline in Spanish (docs/glossary-es.md).
    expect(within(answered!).getByText("Carolina del Norte")).toBeInTheDocument();
    expect(within(answered!).getByText(/^Enviada el/)).toHaveTextContent("Enviada el 21 de noviembre de 2026");
    expect(within(answered!).getByText("Fecha de corte: mañana")).toBeInTheDocument();
    expect(within(answered!).getByRole("link", { name: "Ver detalles: Answered one" })).toBeInTheDocument();
    // A category the client does not know keeps the server's name.
    expect(within(pending!).getByText("A new area")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Hacer una pregunta" })).toHaveAttribute("href", "/submit-question");
  });
});
