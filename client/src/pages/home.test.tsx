import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Role, UserQuestionDto } from "@shared/api/types";
import { buildUserQuestion } from "@/features/questions/testing";
import { showInSpanish } from "@/test/spanish";
import { HomePage } from "@/pages/home";
import { failsThenWaits, jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderHome({ questions = [] as UserQuestionDto[], roles = ["user"] as Role[], user = testUser } = {}) {
  mockFetch({
    ...sessionHandlers(user, roles),
    "GET /api/questions/user": () => jsonResponse(200, questions),
  });
  return renderWithApp(<HomePage />);
}

const stats = () => document.getElementById("dashboard-stats");

describe("HomePage", () => {
  it("greets by first name and links to asking and to all questions, once (docs/decisions/025)", async () => {
    renderHome();
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Jane" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ask a Question" })).toHaveAttribute("href", "/submit-question");
    // The spec's user-dashboard card and "View All Questions" led to the same list: one card now.
    expect(screen.queryByRole("link", { name: "My Dashboard" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View All Questions" })).toHaveAttribute("href", "/dashboard");
    expect(screen.getByRole("button", { name: "Learn More" })).toBeDisabled();
  });

  it("says 'Welcome' to a brand-new account the first time, and 'Welcome back' after that", async () => {
    const fresh = { ...testUser, createdAt: new Date(Date.now() - 60_000).toISOString() };
    const first = renderHome({ user: fresh });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Jane" })).toBeInTheDocument();
    first.unmount();
    renderHome({ user: fresh });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Jane" })).toBeInTheDocument();
  });

  it("falls back to 'User' without a first name", async () => {
    renderHome({ user: { ...testUser, firstName: null } });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, User" })).toBeInTheDocument();
  });

  it("gives attorneys the queue and their dashboard instead, and no stats", async () => {
    renderHome({ roles: ["user", "attorney"], questions: [buildUserQuestion()] });
    expect(await screen.findByRole("link", { name: "Question Queue" })).toHaveAttribute("href", "/question-queue");
    expect(screen.getByRole("link", { name: "Attorney Dashboard" })).toHaveAttribute("href", "/attorney-dashboard");
    expect(screen.queryByRole("link", { name: "Ask a Question" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "My Dashboard" })).not.toBeInTheDocument();
    await screen.findByText("Can my landlord keep my deposit?");
    expect(stats()).toBeNull();
  });

  it("shows Questions Asked, Answered and Pending, and the 3 latest questions", async () => {
    renderHome({
      questions: [
        buildUserQuestion({ id: 4, title: "Fourth", status: "answered", createdAt: "2026-11-24T12:00:00.000Z" }),
        buildUserQuestion({ id: 3, title: "Third", status: "claimed", createdAt: "2026-11-23T12:00:00.000Z" }),
        buildUserQuestion({ id: 2, title: "Second", status: "pending", createdAt: "2026-11-22T12:00:00.000Z" }),
        buildUserQuestion({ id: 1, title: "First", status: "pending", createdAt: "2026-11-21T12:00:00.000Z" }),
      ],
    });
    const activity = await screen.findByRole("region", { name: "Recent Activity" });
    const items = await within(activity).findAllByRole("listitem");
    expect(items.map((li) => within(li).getByRole("link").textContent)).toEqual(["Fourth", "Third", "Second"]);
    expect(within(items[0]!).getByRole("link")).toHaveAttribute("href", "/question/4");
    expect(items[0]).toHaveTextContent("Answered");
    expect(items[0]).toHaveTextContent("Nov 24, 2026");
    expect(items[1]).toHaveTextContent("Being Reviewed");
    const figures = within(stats()!);
    expect(figures.getByText("Questions Asked").nextElementSibling).toHaveTextContent("4");
    expect(figures.getByText("Answered").nextElementSibling).toHaveTextContent("1");
    expect(figures.getByText("Pending").nextElementSibling).toHaveTextContent("2");
  });

  it("shows the empty state with 'Submit Your First Question'", async () => {
    renderHome();
    expect(await screen.findByRole("link", { name: "Submit Your First Question" })).toHaveAttribute(
      "href",
      "/submit-question",
    );
  });
});

describe("HomePage: Try again", () => {
  it("puts focus on the page's heading once the recent questions are read, not on the page's body", async () => {
    const { handler, answer } = failsThenWaits();
    mockFetch({ ...sessionHandlers(testUser), "GET /api/questions/user": handler });
    // The page's heading is found inside <main>, as the app's page shell draws it (lib/focus.ts).
    renderWithApp(
      <main>
        <HomePage />
      </main>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Loading...");
    answer(jsonResponse(200, [buildUserQuestion()]));
    expect(await screen.findByText("Can my landlord keep my deposit?")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Welcome back, Jane" })).toHaveFocus());
  });
});

describe("HomePage: reading the recent questions again", () => {
  it("keeps them shown when reading them again fails", async () => {
    let down = false;
    mockFetch({
      ...sessionHandlers(testUser),
      "GET /api/questions/user": () =>
        down ? jsonResponse(503, { message: "Service unavailable" }) : jsonResponse(200, [buildUserQuestion()]),
    });
    const { queryClient } = renderWithApp(<HomePage />);
    expect(await screen.findByText("Can my landlord keep my deposit?")).toBeInTheDocument();
    down = true;
    await queryClient.refetchQueries({ queryKey: ["/api/questions/user"] });
    await waitFor(() => expect(queryClient.getQueryState(["/api/questions/user"])?.status).toBe("error"));
    expect(screen.getByText("Can my landlord keep my deposit?")).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load your recent questions. Please try again.")).not.toBeInTheDocument();
  });
});

describe("HomePage in Spanish", () => {
  it("greets, links and says there are no questions yet in Spanish", async () => {
    showInSpanish();
    renderHome();
    expect(await screen.findByRole("heading", { level: 1, name: "Hola de nuevo, Jane" })).toBeInTheDocument();
    expect(screen.getByText("¿Qué desea hacer hoy?")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Hacer una pregunta" })).toHaveAttribute("href", "/submit-question");
    expect(screen.getByRole("link", { name: "Ver todas las preguntas" })).toHaveAttribute("href", "/dashboard");
    expect(await screen.findByRole("link", { name: "Envíe su primera pregunta" })).toBeInTheDocument();
    expect(screen.getByText("Preguntas hechas")).toBeInTheDocument();
    expect(document.title).toMatch(/^Inicio/);
  });
});
