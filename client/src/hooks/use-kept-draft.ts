import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { isUnauthorizedError } from "@/lib/api-errors";
import { useAuth } from "@/lib/auth";
import { dropKeptDraft, keepDraft, readKeptDraft } from "@/lib/kept-draft";

/**
 * A form's draft through the end of a session (docs/decisions/055): `kept` is what was kept for this form when the
 * signed-in person last lost their session while sending it, read when the form first draws; `keepIfSignedOut` keeps
 * the values being sent, with this screen, when the server said the session had ended; `forget` drops a kept draft,
 * and its note, once it is sent by a form that stays on screen. A kept draft is dropped when its form goes, not when it first draws:
 * a sign-in both redirects from the sign-in page and then moves to its destination, and the second move must still
 * find where the draft was written.
 */
export function useKeptDraft(form: string) {
  const { user } = useAuth();
  const [path] = useLocation();
  const search = useSearch();
  const [kept, setKept] = useState(() => (user ? readKeptDraft(user.id, form) : undefined));
  useEffect(() => (kept ? dropKeptDraft : undefined), [kept]);
  const keepIfSignedOut = (error: unknown, values: Record<string, unknown>) => {
    if (isUnauthorizedError(error) && user) keepDraft(user.id, form, search ? `${path}?${search}` : path, values);
  };
  const forget = () => {
    if (kept) dropKeptDraft();
    setKept(undefined);
  };
  return { kept, keepIfSignedOut, forget };
}
