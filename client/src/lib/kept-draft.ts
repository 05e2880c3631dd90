// docs/decisions/055: what a person was sending when their session ended is kept for them, in this tab only, until
// they sign in again as the same account; then the screen they were on opens with it.
const KEY = "cc-kept-draft";

interface KeptDraft {
  userId: string;
  /** Which form it belongs to: "question", "answer:<id>" or "follow-up:<id>". */
  form: string;
  /** The screen it was written on, opened again after sign-in. */
  path: string;
  values: Record<string, unknown>;
  /** Why it was not sent: the session ended, or this role had to turn on two-step sign-in first. */
  because?: KeptBecause;
}

export type KeptBecause = "signed-out" | "two-step";

function read(): KeptDraft | null {
  try {
    const text = sessionStorage.getItem(KEY);
    const draft = text ? (JSON.parse(text) as Partial<KeptDraft>) : null;
    if (!draft || typeof draft.userId !== "string" || typeof draft.form !== "string") return null;
    if (typeof draft.path !== "string" || !draft.path.startsWith("/") || draft.path.startsWith("//")) return null;
    return typeof draft.values === "object" && draft.values !== null ? (draft as KeptDraft) : null;
  } catch {
    return null;
  }
}

/** A kept text field: a string, or "" for anything else. */
export const keptText = (values: Record<string, unknown> | undefined, key: string): string => {
  const value = values?.[key];
  return typeof value === "string" ? value : "";
};

/** Forgets any kept draft: after it is restored, at sign-out, at Quick exit, or when another account signs in. */
export function dropKeptDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}

/**
 * Keeps what a form was sending when the server said the session had ended (or that two-step sign-in must be turned on
 * first), with the screen (`path`) it is on.
 */
export function keepDraft(
  userId: string,
  form: string,
  path: string,
  values: Record<string, unknown>,
  because: KeptBecause = "signed-out",
): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ userId, form, path, values, because } satisfies KeptDraft));
  } catch {
    // Storage refused (a locked-down browser): the session's end loses the draft, as it did before.
  }
}

/** Where to go once signed in as `userId`: the screen a kept draft of theirs was written on, or undefined. */
export function keptDraftPath(userId: string): string | undefined {
  const draft = read();
  return draft?.userId === userId ? draft.path : undefined;
}

/** At a sign-in as `userId`: another account's draft is forgotten, so nobody on this tab holds what someone else wrote. */
export function dropDraftsOfOthers(userId: string): void {
  const draft = read();
  if (draft && draft.userId !== userId) dropKeptDraft();
}

/** The values kept for this account's form, if any, and why (read only: the form drops them once it holds them). */
export function readKeptDraft(
  userId: string,
  form: string,
): { values: Record<string, unknown>; because: KeptBecause } | undefined {
  const draft = read();
  if (!draft || draft.userId !== userId || draft.form !== form) return undefined;
  return { values: draft.values, because: draft.because === "two-step" ? "two-step" : "signed-out" };
}
