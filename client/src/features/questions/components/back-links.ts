import { msg } from "@lingui/core/macro";
import { paths } from "@shared/paths";

/** Where a question's page leads back to, by who reads it and how they came (question-detail-view.tsx). */
export const BACK = {
  mine: { href: paths.dashboard, label: msg`Back to My Questions` },
  admin: { href: paths.admin, label: msg`Back to the Admin Panel` },
  queue: { href: paths.questionQueue, label: msg`Back to the Question Queue` },
  claimed: { href: paths.claimedQuestions, label: msg`Back to Claimed Questions` },
};
