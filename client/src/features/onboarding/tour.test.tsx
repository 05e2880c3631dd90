import { i18n, type MessageDescriptor } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { showInSpanish } from "@/test/spanish";
import { getTourSteps, type TourStep } from "@/features/onboarding/steps";
import { Tour, tourOptions } from "@/features/onboarding/tour";

// Texts of the test's own, shown as written in either language: added to both catalogs, so that none is missing
// (client/src/lib/i18n.ts says a missing message out loud).
const own: Record<string, string> = {};
const text = (message: string): MessageDescriptor => {
  own[message] = message;
  return { id: message, message };
};

const steps: TourStep[] = [
  { id: "welcome", target: "body", placement: "center", title: text("Welcome aboard"), content: text("Start here.") },
  { id: "menu", target: "#first", title: text("Navigation Menu"), content: text("Your account.") },
  { id: "list", target: "#second", title: text("Your Questions"), content: text("Everything you asked.") },
];

// (Copies: a catalog object loaded first is kept and added to by later loads.)
beforeEach(() => i18n.load({ en: { ...own }, es: { ...own } }));

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

function renderTour(tourSteps: TourStep[] = steps) {
  // The targets are plain DOM, outside React, so a test can take one away.
  document.body.insertAdjacentHTML(
    "afterbegin",
    `<button id="first" type="button">Menu</button><section id="second">List</section>`,
  );
  const onEnd = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <I18nProvider i18n={i18n}>
      <Tour steps={tourSteps} onEnd={onEnd} />
    </I18nProvider>,
  );
  return { ...view, onEnd, user };
}

async function findStep(title: string) {
  const dialog = await screen.findByRole("dialog", { name: title });
  return { dialog, within: within(dialog) };
}

describe("Tour", () => {
  it("shows each step as a modal dialog with the spec's button labels and the progress", async () => {
    const { user, onEnd } = renderTour();

    let step = await findStep("Welcome aboard");
    expect(step.dialog).toHaveAttribute("aria-modal", "true");
    expect(step.dialog).toHaveAccessibleDescription("Start here.");
    expect(step.within.getByText("Step 1 of 3")).toBeInTheDocument();
    expect(step.within.getByRole("button", { name: "Next" })).toBeInTheDocument();
    expect(step.within.getByRole("button", { name: "Skip Tour" })).toBeInTheDocument();
    expect(step.within.getByRole("button", { name: "Close" })).toBeInTheDocument();
    expect(step.within.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
    // The tour's overlay hides the page's Quick exit; its card carries one (docs/decisions/021).
    expect(step.within.getByRole("button", { name: "Quick exit" })).toBeInTheDocument();

    await user.click(step.within.getByRole("button", { name: "Next" }));
    step = await findStep("Navigation Menu");
    expect(step.within.getByText("Step 2 of 3")).toBeInTheDocument();
    expect(step.within.getByRole("button", { name: "Back" })).toBeInTheDocument();

    await user.click(step.within.getByRole("button", { name: "Back" }));
    step = await findStep("Welcome aboard");
    await user.click(step.within.getByRole("button", { name: "Next" }));
    step = await findStep("Navigation Menu");
    await user.click(step.within.getByRole("button", { name: "Next" }));

    step = await findStep("Your Questions");
    expect(step.within.getByText("Step 3 of 3")).toBeInTheDocument();
    expect(step.within.queryByRole("button", { name: "Skip Tour" })).not.toBeInTheDocument();
    expect(step.within.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
    expect(onEnd).not.toHaveBeenCalled();

    await user.click(step.within.getByRole("button", { name: "Finish Tour" }));
    await waitFor(() => expect(onEnd).toHaveBeenCalledTimes(1));
  });

  it("moves focus into the dialog, on its primary button", async () => {
    renderTour();
    const step = await findStep("Welcome aboard");
    await waitFor(() => expect(step.within.getByRole("button", { name: "Next" })).toHaveFocus());
  });

  it.each(["Skip Tour", "Close"])("ends the tour with %s", async (label) => {
    const { user, onEnd } = renderTour();
    const step = await findStep("Welcome aboard");
    await user.click(step.within.getByRole("button", { name: label }));
    await waitFor(() => expect(onEnd).toHaveBeenCalledTimes(1));
  });

  it("ends the tour with Escape", async () => {
    const { user, onEnd } = renderTour();
    const step = await findStep("Welcome aboard");
    await user.click(step.within.getByRole("button", { name: "Next" }));
    await findStep("Navigation Menu");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(onEnd).toHaveBeenCalledTimes(1));
  });

  it("is not closed by a click on the overlay", async () => {
    const { user, onEnd } = renderTour();
    await findStep("Welcome aboard");
    const overlayPath = document.querySelector(".react-joyride__overlay path");
    expect(overlayPath).not.toBeNull();
    await user.click(overlayPath as Element);
    expect(screen.getByRole("dialog", { name: "Welcome aboard" })).toBeInTheDocument();
    expect(onEnd).not.toHaveBeenCalled();
  });

  it("skips a step whose target has gone since the tour started", async () => {
    const { user } = renderTour();
    const step = await findStep("Welcome aboard");
    document.getElementById("first")?.remove();
    await user.click(step.within.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("dialog", { name: "Your Questions" })).toBeInTheDocument();
  });

  it("speaks Spanish: the step's title and text, its progress and its buttons (docs/decisions/038)", async () => {
    showInSpanish();
    const [welcome] = getTourSteps("user");
    const { user } = renderTour([welcome!, { ...steps[1]!, title: getTourSteps("user")[1]!.title }]);

    let step = await findStep("Le damos la bienvenida a ClearCounsel");
    expect(step.dialog).toHaveAccessibleDescription(/Saltar el recorrido/);
    expect(step.within.getByText("Paso 1 de 2")).toBeInTheDocument();
    expect(step.within.getByRole("button", { name: "Saltar el recorrido" })).toBeInTheDocument();
    expect(step.within.getByRole("button", { name: "Cerrar" })).toBeInTheDocument();
    await user.click(step.within.getByRole("button", { name: "Siguiente" }));

    step = await findStep("Menú de navegación");
    expect(step.within.getByRole("button", { name: "Volver" })).toBeInTheDocument();
    expect(step.within.getByRole("button", { name: "Terminar el recorrido" })).toBeInTheDocument();
  });

  it("changes language while open, as the footer's switch does", async () => {
    renderTour();
    await findStep("Welcome aboard");
    showInSpanish();
    const step = await findStep("Welcome aboard");
    expect(await step.within.findByRole("button", { name: "Siguiente" })).toBeInTheDocument();
    expect(step.within.getByText("Paso 1 de 3")).toBeInTheDocument();
  });
});

describe("the tour's motion", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("moves to each step's target at once for a person who asked for reduced motion, and scrolls there otherwise", () => {
    const preferring = (reduce: boolean) =>
      vi.fn((query: string) => ({ matches: reduce && query === "(prefers-reduced-motion: reduce)" }));
    vi.stubGlobal("matchMedia", preferring(true));
    expect(tourOptions().scrollDuration).toBe(0);
    vi.stubGlobal("matchMedia", preferring(false));
    // Joyride's own scroll, 300 ms.
    expect(tourOptions().scrollDuration).toBeUndefined();
  });
});
