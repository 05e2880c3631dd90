import { stateName } from "@shared/states";
import { DISCREET } from "./discreet";
import type { MailWords } from "./words";

// The English of every message (templates.ts says what they may and may not say).
const sign = "\n\n— ClearCounsel\nGeneral legal information only; no attorney-client relationship is created.";
const DISCREET_SIGN = DISCREET.en.sign;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A change to how the account signs in: the same neutral subject, discreet or not; `text` names the account. */
const signInChange = (text: (account: string, end: string) => string) => ({
  subject: "Your sign-in settings changed",
  text: text("your ClearCounsel account", sign),
  discreet: { subject: "Your sign-in settings changed", text: text("your account", DISCREET_SIGN) },
});

export const en: MailWords = {
  verification: (link) => ({
    subject: "Confirm your e-mail address",
    text: `Hello,\n\nWelcome to ClearCounsel. Please confirm your e-mail address by opening this link within 7 days:\n\n${link}\n\nIf you did not create an account, you can ignore this message.${sign}`,
    discreet: {
      subject: "Confirm your e-mail address",
      text: `Hello,\n\nPlease confirm your e-mail address by opening this link within 7 days:\n\n${link}\n\nIf you did not create an account, you can ignore this message.${DISCREET_SIGN}`,
    },
  }),

  passwordReset: (link) => ({
    subject: "Reset your password",
    text: `Hello,\n\nSomeone asked to reset the password of your ClearCounsel account. To choose a new password, open this link within one hour:\n\n${link}\n\nThe link works once. If you did not ask for this, you can ignore this message; your password stays the same.${sign}`,
    discreet: {
      subject: "Reset your password",
      text: `Hello,\n\nSomeone asked to reset the password of your account. To choose a new password, open this link within one hour:\n\n${link}\n\nThe link works once. If you did not ask for this, you can ignore this message; your password stays the same.${DISCREET_SIGN}`,
    },
  }),

  applicationConfirmation: (link) => ({
    subject: "Confirm your attorney application",
    text: `Hello,\n\nSomeone applied to answer questions on ClearCounsel as a volunteer attorney with this e-mail address. To send the application to our reviewers, open this link within 7 days:\n\n${link}\n\nIf you did not apply, you can ignore this message; the application will not be reviewed.${sign}`,
  }),

  signInSettingsChanged: (change, link) =>
    signInChange(
      (account, end) =>
        `Hello,\n\nTwo-step sign-in was turned ${change} for ${account}${change === "on" ? ", or a new way to sign in was added" : ", or a way to sign in was removed"}. If you made this change, there is nothing more to do. You can see your sign-in settings here:\n\n${link}\n\nIf you did not, reset your password now from the sign-in page and contact the service.${end}`,
    ),

  recoveryCodeUsed: (left, link) =>
    signInChange(
      (account, end) =>
        `Hello,\n\nA recovery code was used for ${account}. ${left === 1 ? "1 recovery code is" : `${left} recovery codes are`} left. If it was you, you can make a new set here:\n\n${link}\n\nIf it was not you, reset your password now from the sign-in page and contact the service.${end}`,
    ),

  attorneyApproved: (link, hasAccount) => ({
    subject: "Your attorney application was approved",
    text: `Hello,\n\nThank you for applying. Your attorney application has been approved. Sign in to see the question queue:\n\n${link}${hasAccount ? "" : "\n\nIf you do not have an account yet, register with this e-mail address and confirm it; your approved profile is then linked to it."}${sign}`,
  }),

  attorneyRejected: (reason) => ({
    subject: "About your attorney application",
    text: `Hello,\n\nThank you for applying to answer questions on ClearCounsel. After review, we are not able to approve your application at this time.${reason ? `\n\nA note from the reviewer:\n${reason}` : ""}\n\nYou are welcome to apply again with updated details.${sign}`,
  }),

  attorneyRevoked: (link) => ({
    subject: "About your attorney access",
    text: `Hello,\n\nAn administrator has ended your approval to answer questions on ClearCounsel. Questions you had claimed and not yet answered have gone back to the queue for other volunteers.\n\nThis address does not receive replies. If you think this is a mistake, contact the administrators through the contact details on the site:\n\n${link}${sign}`,
  }),

  attorneyReinstated: (link) => ({
    subject: "About your attorney access",
    text: `Hello,\n\nAn administrator has given back your approval to answer questions on ClearCounsel. Sign in to see the question queue:\n\n${link}${sign}`,
  }),

  questionAnswered: (link) => ({
    subject: "You have a new reply on ClearCounsel",
    text: `Hello,\n\nThere is a new reply for you on ClearCounsel. Sign in to read it:\n\n${link}${sign}`,
    discreet: { text: `Hello,\n\nThere is something new for you. Sign in to read it:\n\n${link}${DISCREET_SIGN}` },
  }),

  claimReleasedByAdmin: (link) => ({
    subject: "A question you claimed is back in the queue",
    text: `Hello,\n\nAn administrator has returned a question you had claimed to the queue, so that another volunteer can answer it. Thank you for your help. Your other claims are here:\n\n${link}${sign}`,
  }),

  followUpForAttorney: (link) => ({
    subject: "A follow-up is waiting for you on ClearCounsel",
    text: `Hello,\n\nThe person whose question you claimed has written a follow-up. Sign in to read it and reply:\n\n${link}${sign}`,
  }),

  followUpForAsker: (link) => ({
    subject: "You have a new message on ClearCounsel",
    text: `Hello,\n\nThe attorney has written to you on ClearCounsel. Sign in to read it:\n\n${link}${sign}`,
    discreet: { text: `Hello,\n\nYou have a new message. Sign in to read it:\n\n${link}${DISCREET_SIGN}` },
  }),

  questionWithdrawn: (link) => ({
    subject: "A question you claimed was withdrawn",
    text: `Hello,\n\nThe person who asked a question you had claimed has withdrawn it, so there is nothing more to do on it. Thank you for your help. Your other claims are here:\n\n${link}${sign}`,
  }),

  claimHoldReminder: (link, hoursLeft) => ({
    subject: "A question you claimed is waiting for your answer",
    text: `Hello,\n\nYour hold on a question you claimed ends in about ${hoursLeft} ${hoursLeft === 1 ? "hour" : "hours"}. If you can, please answer it before then; if you cannot, release it so that another volunteer can help. It goes back to the queue by itself when the hold ends. Your claims are here:\n\n${link}${sign}`,
  }),

  claimHoldEnded: (link) => ({
    subject: "Your hold on a question has ended",
    text: `Hello,\n\nYour hold on a question you claimed has ended without an answer, so the question has gone back to the queue for other volunteers. If it is still open, you can claim it again from the queue. Your other claims are here:\n\n${link}${sign}`,
  }),

  questionExpired: (link) => ({
    subject: "An update from ClearCounsel",
    text: `Hello,\n\nWe are sorry: no volunteer attorney was available to answer your question in time, so it is now closed. Other places that may help you, including free legal aid where you live, are listed here:\n\n${link}\n\nYou are welcome to ask again.${sign}`,
    discreet: {
      text: `Hello,\n\nWe are sorry: nobody was available to reply to you in time, so your request is now closed. Other places that may help you are listed here:\n\n${link}\n\nYou are welcome to ask again.${DISCREET_SIGN}`,
    },
  }),

  conversationClosed: (link) => ({
    subject: "A conversation on ClearCounsel has closed",
    text: `Hello,\n\nA conversation of yours on ClearCounsel had no new messages for a while, so it is now closed. You can still read it here:\n\n${link}\n\nIf you need more help, you are welcome to ask a new question.${sign}`,
    discreet: {
      text: `Hello,\n\nA conversation of yours had no new messages for a while, so it is now closed. You can still read it here:\n\n${link}${DISCREET_SIGN}`,
    },
  }),

  newQuestionsNotice: (link, unsubscribe, counts) => {
    const lines = counts.map(
      (c) =>
        `- ${c.state === null ? "No state given" : stateName(c.state)}: ${c.fresh} new, ${plural(c.waiting, "question", "questions")} waiting in all, ${c.soon} with a deadline within 14 days`,
    );
    return {
      subject: "Questions are waiting for a volunteer",
      text: `Hello,\n\nPeople have asked questions that you can answer on ClearCounsel since we last wrote:\n\n${lines.join("\n")}\n\nThe queue is here:\n\n${link}\n\nTo change how often we write, use "New Question E-mails" on your Attorney Dashboard. To stop these messages, open this link:\n\n${unsubscribe}${sign}`,
    };
  },
};
