import type { MailMessage } from "./mailer";

// Every message is plain text: calm, short, and with no legal advice in it.
const sign = "\n\n— ClearCounsel\nGeneral legal information only; no attorney-client relationship is created.";

export const verificationMail = (to: string, firstName: string, link: string): MailMessage => ({
  to,
  subject: "Confirm your e-mail address",
  link,
  text: `Hello ${firstName},\n\nWelcome to ClearCounsel. Please confirm your e-mail address by opening this link:\n\n${link}\n\nIf you did not create an account, you can ignore this message.${sign}`,
});

export const passwordResetMail = (to: string, link: string): MailMessage => ({
  to,
  subject: "Reset your password",
  link,
  text: `Hello,\n\nSomeone asked to reset the password of your ClearCounsel account. To choose a new password, open this link within one hour:\n\n${link}\n\nThe link works once. If you did not ask for this, you can ignore this message; your password stays the same.${sign}`,
});

export const attorneyApprovedMail = (to: string, firstName: string, link: string): MailMessage => ({
  to,
  subject: "Your attorney application was approved",
  link,
  text: `Hello ${firstName},\n\nThank you for applying. Your attorney application has been approved. Sign in to see the question queue:\n\n${link}\n\nIf you do not have an account yet, register with this e-mail address and confirm it; your approved profile is then linked to it.${sign}`,
});

export const attorneyRejectedMail = (to: string, firstName: string): MailMessage => ({
  to,
  subject: "About your attorney application",
  text: `Hello ${firstName},\n\nThank you for applying to answer questions on ClearCounsel. After review, we are not able to approve your application at this time. You are welcome to apply again with updated details.${sign}`,
});

export const questionAnsweredMail = (to: string, firstName: string | null, title: string, link: string): MailMessage => ({
  to,
  subject: "Your question has been answered",
  link,
  text: `Hello ${firstName || "there"},\n\nAn attorney has answered your question "${title}". Read the answer and ask a follow-up here:\n\n${link}${sign}`,
});
