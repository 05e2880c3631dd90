/**
 * What one message says in one language: its subject and body, and, where it has them, the words for a recipient who
 * chose discreet e-mail (docs/decisions/034). Absent discreet words: the language's neutral subject and the same text.
 */
export interface Words {
  subject: string;
  text: string;
  discreet?: { subject?: string; text?: string };
}

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

/**
 * Every message the service sends, in one language (docs/decisions/039). Each language is one object of this type
 * (templates.en.ts, templates.es.ts), so a message missing from a language does not compile. Like the templates, the
 * words take links and numbers, never a question's fields or a name (templates.ts).
 */
export interface MailWords {
  verification(link: string): Words;
  passwordReset(link: string): Words;
  applicationConfirmation(link: string): Words;
  signInSettingsChanged(change: "on" | "off", link: string): Words;
  recoveryCodeUsed(left: number, link: string): Words;
  /** `hasAccount`: the application is joined to an account already, so there is nothing to register. */
  attorneyApproved(link: string, hasAccount: boolean): Words;
  /** `reason`: the reviewer's note, in the words the administrator wrote. */
  attorneyRejected(reason: string | null): Words;
  attorneyRevoked(link: string): Words;
  attorneyReinstated(link: string): Words;
  questionAnswered(link: string): Words;
  claimReleasedByAdmin(link: string): Words;
  followUpForAttorney(link: string): Words;
  followUpForAsker(link: string): Words;
  questionWithdrawn(link: string): Words;
  claimHoldReminder(link: string, hoursLeft: number): Words;
  claimHoldEnded(link: string): Words;
  questionExpired(link: string): Words;
  conversationClosed(link: string): Words;
  newQuestionsNotice(link: string, unsubscribe: string, counts: readonly NoticeCounts[]): Words;
}

/** The words a discreet message (docs/decisions/034) uses in one language: its sender, its subject and its signature. */
export interface DiscreetWords {
  /** The sender's display name. */
  sender: string;
  /** The subject of every discreet message whose template gives no neutral subject of its own. */
  subject: string;
  /** The signature: the sender's neutral name, not the service's. */
  sign: string;
}
