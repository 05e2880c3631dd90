import { stateName } from "@shared/states";
import { DISCREET_SIGN } from "./discreet";
import type { MailMessage } from "./mailer";

// Every message is plain text: calm, short, and with no legal advice in it.
// Two rules hold for every template (docs/decisions/014 and 022), proven by tests/integration/mail-privacy.test.ts:
// - no question's title, content, category or parties: someone else may read the asker's mailbox;
// - no text a visitor typed (names included): mail may go to an address nobody has proved, and a name is
//   the one place a stranger could write words into a message sent by ClearCounsel's own sender.
// So the templates take no names and no question fields at all; subjects say only that there is something
// to see.
const sign = "\n\n— ClearCounsel\nGeneral legal information only; no attorney-client relationship is created.";
// A recipient who chose discreet e-mail (docs/decisions/034) gets the `discreet` words where a message has them:
// they name neither the service nor legal help. Subjects that any service sends are kept, so the message is found.

export const verificationMail = (to: string, link: string): MailMessage => ({
  to,
  subject: "Confirm your e-mail address",
  link,
  text: `Hello,\n\nWelcome to ClearCounsel. Please confirm your e-mail address by opening this link within 7 days:\n\n${link}\n\nIf you did not create an account, you can ignore this message.${sign}`,
  discreet: {
    subject: "Confirm your e-mail address",
    text: `Hello,\n\nPlease confirm your e-mail address by opening this link within 7 days:\n\n${link}\n\nIf you did not create an account, you can ignore this message.${DISCREET_SIGN}`,
  },
});

export const passwordResetMail = (to: string, link: string): MailMessage => ({
  to,
  subject: "Reset your password",
  link,
  text: `Hello,\n\nSomeone asked to reset the password of your ClearCounsel account. To choose a new password, open this link within one hour:\n\n${link}\n\nThe link works once. If you did not ask for this, you can ignore this message; your password stays the same.${sign}`,
  discreet: {
    subject: "Reset your password",
    text: `Hello,\n\nSomeone asked to reset the password of your account. To choose a new password, open this link within one hour:\n\n${link}\n\nThe link works once. If you did not ask for this, you can ignore this message; your password stays the same.${DISCREET_SIGN}`,
  },
});

export const applicationConfirmationMail = (to: string, link: string): MailMessage => ({
  to,
  subject: "Confirm your attorney application",
  link,
  text: `Hello,\n\nSomeone applied to answer questions on ClearCounsel as a volunteer attorney with this e-mail address. To send the application to our reviewers, open this link within 7 days:\n\n${link}\n\nIf you did not apply, you can ignore this message; the application will not be reviewed.${sign}`,
});

/** A change to how the account signs in: the same neutral subject, discreet or not; `text` names the account. */
const signInChangeMail = (to: string, link: string, text: (account: string, end: string) => string): MailMessage => ({
  to,
  subject: "Your sign-in settings changed",
  link,
  text: text("your ClearCounsel account", sign),
  discreet: { subject: "Your sign-in settings changed", text: text("your account", DISCREET_SIGN) },
});

/**
 * A second factor turned on or off (docs/decisions/031). Neutral words: it says only that the sign-in settings
 * changed, so a person who shares the mailbox learns no more than that the account exists.
 */
export const signInSettingsChangedMail = (to: string, change: "on" | "off", link: string): MailMessage =>
  signInChangeMail(
    to,
    link,
    (account, end) =>
      `Hello,\n\nTwo-step sign-in was turned ${change} for ${account}${change === "on" ? ", or a new way to sign in was added" : ", or a way to sign in was removed"}. If you made this change, there is nothing more to do. You can see your sign-in settings here:\n\n${link}\n\nIf you did not, reset your password now from the sign-in page and contact the service.${end}`,
  );

/** A recovery code was used (docs/decisions/031): as neutral as the message above, with how many are left. */
export const recoveryCodeUsedMail = (to: string, left: number, link: string): MailMessage =>
  signInChangeMail(
    to,
    link,
    (account, end) =>
      `Hello,\n\nA recovery code was used for ${account}. ${left === 1 ? "1 recovery code is" : `${left} recovery codes are`} left. If it was you, you can make a new set here:\n\n${link}\n\nIf it was not you, reset your password now from the sign-in page and contact the service.${end}`,
  );

export const attorneyApprovedMail = (to: string, link: string): MailMessage => ({
  to,
  subject: "Your attorney application was approved",
  link,
  text: `Hello,\n\nThank you for applying. Your attorney application has been approved. Sign in to see the question queue:\n\n${link}\n\nIf you do not have an account yet, register with this e-mail address and confirm it; your approved profile is then linked to it.${sign}`,
});

/** The reviewer's note, when an administrator gave one (docs/decisions/025): their words, set apart, never an applicant's. */
export const attorneyRejectedMail = (to: string, reason: string | null = null): MailMessage => ({
  to,
  subject: "About your attorney application",
  text: `Hello,\n\nThank you for applying to answer questions on ClearCounsel. After review, we are not able to approve your application at this time.${reason ? `\n\nA note from the reviewer:\n${reason}` : ""}\n\nYou are welcome to apply again with updated details.${sign}`,
});

/**
 * docs/decisions/033: this address takes no replies, so the message names where to write instead: the contact
 * details the site shows, reached from the link.
 */
export const attorneyRevokedMail = (to: string, link: string): MailMessage => ({
  to,
  subject: "About your attorney access",
  link,
  text: `Hello,\n\nAn administrator has ended your approval to answer questions on ClearCounsel. Questions you had claimed and not yet answered have gone back to the queue for other volunteers.\n\nThis address does not receive replies. If you think this is a mistake, contact the administrators through the contact details on the site:\n\n${link}${sign}`,
});

/** docs/decisions/033: an ended approval given back, in the same neutral words as the approval itself. */
export const attorneyReinstatedMail = (to: string, link: string): MailMessage => ({
  to,
  subject: "About your attorney access",
  link,
  text: `Hello,\n\nAn administrator has given back your approval to answer questions on ClearCounsel. Sign in to see the question queue:\n\n${link}${sign}`,
});

export const questionAnsweredMail = (to: string, link: string): MailMessage => ({
  to,
  subject: "You have a new reply on ClearCounsel",
  link,
  text: `Hello,\n\nThere is a new reply for you on ClearCounsel. Sign in to read it:\n\n${link}${sign}`,
  discreet: { text: `Hello,\n\nThere is something new for you. Sign in to read it:\n\n${link}${DISCREET_SIGN}` },
});

export const claimReleasedByAdminMail = (to: string, link: string): MailMessage => ({
  to,
  subject: "A question you claimed is back in the queue",
  link,
  text: `Hello,\n\nAn administrator has returned a question you had claimed to the queue, so that another volunteer can answer it. Thank you for your help. Your other claims are here:\n\n${link}${sign}`,
});

// Conversation mail (docs/decisions/020): each side is told that the other wrote, never what.
export const followUpForAttorneyMail = (to: string, link: string): MailMessage => ({
  to,
  subject: "A follow-up is waiting for you on ClearCounsel",
  link,
  text: `Hello,\n\nThe person whose question you claimed has written a follow-up. Sign in to read it and reply:\n\n${link}${sign}`,
});

export const followUpForAskerMail = (to: string, link: string): MailMessage => ({
  to,
  subject: "You have a new message on ClearCounsel",
  link,
  text: `Hello,\n\nThe attorney has written to you on ClearCounsel. Sign in to read it:\n\n${link}${sign}`,
  discreet: { text: `Hello,\n\nYou have a new message. Sign in to read it:\n\n${link}${DISCREET_SIGN}` },
});

export const questionWithdrawnMail = (to: string, link: string): MailMessage => ({
  to,
  subject: "A question you claimed was withdrawn",
  link,
  text: `Hello,\n\nThe person who asked a question you had claimed has withdrawn it, so there is nothing more to do on it. Thank you for your help. Your other claims are here:\n\n${link}${sign}`,
});

// The timed changes (docs/decisions/020): each person is told what happened, never about what.
export const claimHoldReminderMail = (to: string, link: string, hoursLeft: number): MailMessage => ({
  to,
  subject: "A question you claimed is waiting for your answer",
  link,
  text: `Hello,\n\nYour hold on a question you claimed ends in about ${hoursLeft} ${hoursLeft === 1 ? "hour" : "hours"}. If you can, please answer it before then; if you cannot, release it so that another volunteer can help. It goes back to the queue by itself when the hold ends. Your claims are here:\n\n${link}${sign}`,
});

export const claimHoldEndedMail = (to: string, link: string): MailMessage => ({
  to,
  subject: "Your hold on a question has ended",
  link,
  text: `Hello,\n\nYour hold on a question you claimed has ended without an answer, so the question has gone back to the queue for other volunteers. If it is still open, you can claim it again from the queue. Your other claims are here:\n\n${link}${sign}`,
});

export const questionExpiredMail = (to: string, link: string): MailMessage => ({
  to,
  subject: "An update from ClearCounsel",
  link,
  text: `Hello,\n\nWe are sorry: no volunteer attorney was available to answer your question in time, so it is now closed. Other places that may help you, including free legal aid where you live, are listed here:\n\n${link}\n\nYou are welcome to ask again.${sign}`,
  discreet: {
    text: `Hello,\n\nWe are sorry: nobody was available to reply to you in time, so your request is now closed. Other places that may help you are listed here:\n\n${link}\n\nYou are welcome to ask again.${DISCREET_SIGN}`,
  },
});

export const conversationClosedMail = (to: string, link: string): MailMessage => ({
  to,
  subject: "A conversation on ClearCounsel has closed",
  link,
  text: `Hello,\n\nA conversation of yours on ClearCounsel had no new messages for a while, so it is now closed. You can still read it here:\n\n${link}\n\nIf you need more help, you are welcome to ask a new question.${sign}`,
  discreet: {
    text: `Hello,\n\nA conversation of yours had no new messages for a while, so it is now closed. You can still read it here:\n\n${link}${DISCREET_SIGN}`,
  },
});

/** One state's counts in a notice of new questions; `state` null: questions that name no state. */
export interface NoticeCounts {
  state: string | null;
  /** Arrived since the last notice. */
  fresh: number;
  /** Waiting in all. */
  waiting: number;
  /** With a deadline within 14 days. */
  soon: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A volunteer hears that questions they may answer arrived (docs/decisions/030): counts by state and a link to the
 * queue, never a title, content, category or name. The unsubscribe link goes in the List-Unsubscribe header too.
 */
export const newQuestionsNoticeMail = (
  to: string,
  link: string,
  unsubscribe: string,
  counts: readonly NoticeCounts[] = [],
): MailMessage => {
  const lines = counts.map(
    (c) =>
      `- ${c.state === null ? "No state given" : stateName(c.state)}: ${c.fresh} new, ${plural(c.waiting, "question", "questions")} waiting in all, ${c.soon} with a deadline within 14 days`,
  );
  return {
    to,
    subject: "Questions are waiting for a volunteer",
    link,
    unsubscribe,
    text: `Hello,\n\nPeople have asked questions that you can answer on ClearCounsel since we last wrote:\n\n${lines.join("\n")}\n\nThe queue is here:\n\n${link}\n\nTo change how often we write, open your settings. To stop these messages, open this link:\n\n${unsubscribe}${sign}`,
  };
};
