import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { isUnauthorizedError } from "@/lib/api-errors";
import { useAuth } from "@/lib/auth";
import { isTwoFactorRequired } from "@/lib/two-factor-gate";
import { dropKeptDraft, keepDraft, readKeptDraft } from "@/lib/kept-draft";

/**
 * A form's draft through the end of a session (docs/decisions/055): `kept` is what was kept for this form when the
 * signed-in person last lost their session while sending it, read when the form first draws; `keepIfSentAway` keeps
 * the values being sent, with this screen, when the server said the session had ended, or that this role must turn on
 * two-step sign-in first (the app then opens the security screen, docs/decisions/031); `forget` drops a kept draft,
 * and its note, once it is sent by a form that stays on screen. A kept draft is dropped when its form goes, not when it first draws:
 * a sign-in both redirects from the sign-in page and then moves to its destination, and the second move must still
 * find where the draft was written.
 */
export function useKeptDraft(form: string) {
  const { user } = useAuth();
  const [path] = useLocation();
  const search = useSearch();
  const [draft, setDraft] = useState(() => (user ? readKeptDraft(user.id, form) : undefined));
  useEffect(() => (draft ? dropKeptDraft : undefined), [draft]);
  const keepIfSentAway = (error: unknown, values: Record<string, unknown>) => {
    const because = isUnauthorizedError(error) ? "signed-out" : isTwoFactorRequired(error) ? "two-step" : undefined;
    if (because && user) keepDraft(user.id, form, search ? `${path}?${search}` : path, values, because);
  };
  const forget = () => {
    if (draft) dropKeptDraft();
    setDraft(undefined);
  };
  return { kept: draft?.values, keptBecause: draft?.because, keepIfSentAway, forget };
}
