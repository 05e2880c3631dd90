import { LANGUAGES, type Language } from "@shared/languages";
import { DISCREET } from "./discreet";
import type { MailMessage, MailWording } from "./mailer";
import type { Recipient } from "./recipients";
import { en } from "./templates.en";
import { es } from "./templates.es";
import type { MailWords, NoticeCounts, Words } from "./words";

export type { NoticeCounts } from "./words";

// Every message is plain text: calm, short, and with no legal advice in it.
// Two rules hold for every template (docs/decisions/014 and 022), proven by tests/integration/mail-privacy.test.ts:
// - no question's title, content, category or parties: someone else may read the asker's mailbox;
// - no text a visitor typed (names included): mail may go to an address nobody has proved, and a name is
//   the one place a stranger could write words into a message sent by ClearCounsel's own sender.
// So the templates take no names and no question fields at all; subjects say only that there is something
// to see.
// A recipient who chose discreet e-mail (docs/decisions/034) gets the `discreet` words where a message has them:
// they name neither the service nor legal help. Subjects that any service sends are kept, so the message is found.
// Each message is written in the recipient's language (docs/decisions/039): the words of each language are in
// templates.<language>.ts, one object with every message, so a language missing a message does not compile.
const WORDS: Record<Language, MailWords> = { en, es };

/** What one message says in one language, with its discreet variant in the same language. */
function wording(language: Language, write: (words: MailWords) => Words): MailWording {
  const words = write(WORDS[language]);
  const neutral = DISCREET[language];
  return {
    subject: words.subject,
    text: words.text,
    discreet: {
      fromName: neutral.sender,
      subject: words.discreet?.subject ?? neutral.subject,
      text: words.discreet?.text ?? words.text,
    },
  };
}

/**
 * The message to `to` in their language as it is made, and in every other language, so that delivery can follow a
 * change of language made while the message waited (docs/decisions/039).
 */
function message(
  to: Recipient,
  write: (words: MailWords) => Words,
  extra: Pick<MailMessage, "link" | "unsubscribe"> = {},
): MailMessage {
  const others: Partial<Record<Language, MailWording>> = {};
  for (const language of LANGUAGES) if (language !== to.locale) others[language] = wording(language, write);
  return { to: to.email, ...wording(to.locale, write), ...extra, language: { of: to.locale, others } };
}

export const verificationMail = (to: Recipient, link: string): MailMessage =>
  message(to, (w) => w.verification(link), { link });

export const passwordResetMail = (to: Recipient, link: string): MailMessage =>
  message(to, (w) => w.passwordReset(link), { link });

export const applicationConfirmationMail = (to: Recipient, link: string): MailMessage =>
  message(to, (w) => w.applicationConfirmation(link), { link });

/**
 * A second factor turned on or off (docs/decisions/031). Neutral words: it says only that the sign-in settings
 * changed, so a person who shares the mailbox learns no more than that the account exists.
 */
export const signInSettingsChangedMail = (to: Recipient, change: "on" | "off", link: string): MailMessage =>
  message(to, (w) => w.signInSettingsChanged(change, link), { link });

/** A recovery code was used (docs/decisions/031): as neutral as the message above, with how many are left. */
export const recoveryCodeUsedMail = (to: Recipient, left: number, link: string): MailMessage =>
  message(to, (w) => w.recoveryCodeUsed(left, link), { link });

export const attorneyApprovedMail = (to: Recipient, link: string, hasAccount: boolean): MailMessage =>
  message(to, (w) => w.attorneyApproved(link, hasAccount), { link });

/** The reviewer's note, when an administrator gave one (docs/decisions/025): their words, set apart, never an applicant's. */
export const attorneyRejectedMail = (to: Recipient, reason: string | null = null): MailMessage =>
  message(to, (w) => w.attorneyRejected(reason));

/**
 * docs/decisions/033: this address takes no replies, so the message names where to write instead: the contact
 * details the site shows, reached from the link.
 */
export const attorneyRevokedMail = (to: Recipient, link: string): MailMessage =>
  message(to, (w) => w.attorneyRevoked(link), { link });

/** docs/decisions/033: an ended approval given back, in the same neutral words as the approval itself. */
export const attorneyReinstatedMail = (to: Recipient, link: string): MailMessage =>
  message(to, (w) => w.attorneyReinstated(link), { link });

export const questionAnsweredMail = (to: Recipient, link: string): MailMessage =>
  message(to, (w) => w.questionAnswered(link), { link });

export const claimReleasedByAdminMail = (to: Recipient, link: string): MailMessage =>
  message(to, (w) => w.claimReleasedByAdmin(link), { link });

// Conversation mail (docs/decisions/020): each side is told that the other wrote, never what.
export const followUpForAttorneyMail = (to: Recipient, link: string): MailMessage =>
  message(to, (w) => w.followUpForAttorney(link), { link });

export const followUpForAskerMail = (to: Recipient, link: string): MailMessage =>
  message(to, (w) => w.followUpForAsker(link), { link });

export const questionWithdrawnMail = (to: Recipient, link: string): MailMessage =>
  message(to, (w) => w.questionWithdrawn(link), { link });

// The timed changes (docs/decisions/020): each person is told what happened, never about what.
export const claimHoldReminderMail = (to: Recipient, link: string, hoursLeft: number): MailMessage =>
  message(to, (w) => w.claimHoldReminder(link, hoursLeft), { link });

export const claimHoldEndedMail = (to: Recipient, link: string): MailMessage =>
  message(to, (w) => w.claimHoldEnded(link), { link });

export const questionExpiredMail = (to: Recipient, link: string): MailMessage =>
  message(to, (w) => w.questionExpired(link), { link });

export const conversationClosedMail = (to: Recipient, link: string): MailMessage =>
  message(to, (w) => w.conversationClosed(link), { link });

/**
 * A volunteer hears that questions they may answer arrived (docs/decisions/030): counts by state and a link to the
 * queue, never a title, content, category or name. The unsubscribe link goes in the List-Unsubscribe header too.
 */
export const newQuestionsNoticeMail = (
  to: Recipient,
  link: string,
  unsubscribe: string,
  counts: readonly NoticeCounts[] = [],
): MailMessage => message(to, (w) => w.newQuestionsNotice(link, unsubscribe, counts), { link, unsubscribe });
