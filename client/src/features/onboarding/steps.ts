import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Role } from "@shared/api/types";
import { PRODUCT_NAME } from "@/config/product";

export type TourPlacement = "center" | "auto" | "top" | "bottom" | "bottom-end" | "left" | "right";

export interface TourStep {
  id: string;
  /** A CSS selector. "body" with placement "center" is a step in the middle of the page. */
  target: string;
  /** Translated where the tour is drawn, so a change of language shows at once (docs/decisions/038). */
  title: MessageDescriptor;
  content: MessageDescriptor;
  placement?: TourPlacement;
}

// The elements the tour points at. The screens carry these ids (agreed with their authors); a screen that is not
// open, or not finished loading, simply has no such element, and its steps are left out.
export const TOUR_TARGETS = {
  userMenu: "#user-menu",
  askQuestionButton: "#ask-question-button",
  dashboardStats: "#dashboard-stats",
  questionsList: "#questions-list",
  questionForm: "#question-form",
  attorneyStats: "#attorney-stats",
  questionQueue: "#question-queue",
  claimedQuestions: "#claimed-questions",
  queueFilters: "#queue-filters",
  availableQuestions: "#available-questions",
  adminStats: "#admin-stats",
  attorneyApplications: "#attorney-applications",
} as const;

// Spec section 2, "Onboarding tour": the steps for every view, then those of the active role view.
const everyView: TourStep[] = [
  {
    id: "welcome",
    target: "body",
    placement: "center",
    title: msg`Welcome to ${PRODUCT_NAME}`,
    content: msg`Get general legal information from licensed attorneys. This short tour shows you around; you can leave it at any time with Skip Tour or the Escape key.`,
  },
  {
    id: "navigation-menu",
    target: TOUR_TARGETS.userMenu,
    placement: "bottom-end",
    title: msg`Navigation Menu`,
    content: msg`Use the links at the top to move between pages. Open this menu for your account settings, to switch roles if you hold more than one, to take this tour again, and to log out.`,
  },
];

const byView: Record<Role, TourStep[]> = {
  user: [
    {
      id: "ask-question",
      target: TOUR_TARGETS.askQuestionButton,
      title: msg`Ask a Question`,
      content: msg`Start here to ask a legal question. You can ask anonymously: attorneys never see your name.`,
    },
    {
      id: "dashboard-stats",
      target: TOUR_TARGETS.dashboardStats,
      title: msg`Your Question Stats`,
      content: msg`See at a glance how many questions you have asked, how many are answered and how many are pending.`,
    },
    {
      id: "questions-list",
      target: TOUR_TARGETS.questionsList,
      title: msg`Your Questions`,
      content: msg`Every question you have asked, with its status. Open one to read the answer or to add a follow-up question.`,
    },
    {
      id: "question-form",
      target: TOUR_TARGETS.questionForm,
      title: msg`Question Form`,
      content: msg`Choose a legal category, decide whether to show your name, and describe your situation in detail. Answers typically arrive within 24 hours.`,
    },
  ],
  attorney: [
    {
      id: "attorney-stats",
      target: TOUR_TARGETS.attorneyStats,
      title: msg`Your Attorney Stats`,
      content: msg`The questions available to you, and figures from your own work: answers today and in total, claims waiting for your answer, and your average time from claim to answer.`,
    },
    {
      id: "question-queue",
      target: TOUR_TARGETS.questionQueue,
      title: msg`Question Queue`,
      content: msg`Browse the questions waiting for an attorney and claim the ones in your area of expertise.`,
    },
    {
      id: "claimed-questions",
      target: TOUR_TARGETS.claimedQuestions,
      title: msg`Claimed Questions`,
      content: msg`The questions you have claimed: answer the pending ones and look back at your answers.`,
    },
    {
      id: "queue-filters",
      target: TOUR_TARGETS.queueFilters,
      title: msg`Filter by Legal Category`,
      content: msg`Show only the questions in a legal category you practice.`,
    },
    {
      id: "available-questions",
      target: TOUR_TARGETS.availableQuestions,
      title: msg`Available Questions`,
      content: msg`Each card shows the question's category, its state, how long it has waited and about how long it takes to answer. Claim a question to answer it.`,
    },
    // docs/decisions/035: what an attorney must know before the first claim, whatever screen the tour opens on.
    {
      id: "deadlines-and-conflicts",
      target: "body",
      placement: "center",
      title: msg`Deadlines and Conflicts`,
      content: msg`Questions with a court date or another deadline soon come first, and their cards show the date. A card marked "Possible conflict" names someone on your conflict list: check before you claim it, and confirm that there is no conflict.`,
    },
    {
      id: "holds-and-release",
      target: "body",
      placement: "center",
      title: msg`Your Hold and Release`,
      content: msg`Claiming a question holds it for you for a limited time. Compose Answer shows when your hold ends and warns you 15 minutes before; then the question returns to the queue, and your draft stays. If you can't answer, release the question so another attorney can.`,
    },
  ],
  admin: [
    {
      id: "admin-stats",
      target: TOUR_TARGETS.adminStats,
      title: msg`Admin Overview`,
      content: msg`The number of attorney applications waiting for review, and of active attorneys.`,
    },
    {
      id: "attorney-applications",
      target: TOUR_TARGETS.attorneyApplications,
      title: msg`Attorney Applications`,
      content: msg`Check each application's license number and bar registration, then approve or reject it.`,
    },
  ],
};

/** The tour of a role view: the steps for every view, then that view's own. */
export function getTourSteps(view: Role): TourStep[] {
  return [...everyView, ...byView[view]];
}

/** The same visibility rule the tour library applies: in the document and not hidden by display or visibility. */
function isShown(element: Element, doc: Document): boolean {
  for (let node: Element | null = element; node && node !== doc.body; node = node.parentElement) {
    const style = doc.defaultView?.getComputedStyle(node);
    if (style && (style.display === "none" || style.visibility === "hidden")) return false;
  }
  return true;
}

/** Spec: a step whose target is missing is skipped. Filtering up front keeps the progress count honest. */
export function findPresentSteps(steps: readonly TourStep[], doc: Document = document): TourStep[] {
  return steps.filter((step) => {
    const element = doc.querySelector(step.target);
    return element !== null && isShown(element, doc);
  });
}

/** A target taller than this share of the window leaves no room above or below it for the step's card. */
export const TALL_TARGET_SHARE = 0.4;

/**
 * docs/decisions/025: the card never hides its own text. Beside a tall target (the whole question form, the list of
 * questions) neither side has room for it, so it sits in the middle of the window instead, over the target.
 */
export function fitToWindow(steps: readonly TourStep[], doc: Document = document): TourStep[] {
  const windowHeight = doc.defaultView?.innerHeight ?? 0;
  return steps.map((step) => {
    if (step.target === "body" || !windowHeight) return step;
    const height = doc.querySelector(step.target)?.getBoundingClientRect().height ?? 0;
    return height > TALL_TARGET_SHARE * windowHeight ? { ...step, placement: "center" } : step;
  });
}
