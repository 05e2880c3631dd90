import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { isUnauthorizedError } from "@/lib/api-errors";
import { useAuth } from "@/lib/auth";
import { dropKeptDraft, keepDraft, readKeptDraft } from "@/lib/kept-draft";

/**
 * A form's draft through the end of a session (docs/decisions/055): `kept` is what was kept for this form when the
 * signed-in person last lost their session while sending it (read when the form first draws, then forgotten; read,
 * then dropped after the first draw, so a second draw in development reads the same), and `keepIfSignedOut` keeps
 * the values being sent, with this screen, when the server said the session had ended.
 */
export function useKeptDraft(form: string) {
  const { user } = useAuth();
  const [path] = useLocation();
  const search = useSearch();
  const [kept] = useState(() => (user ? readKeptDraft(user.id, form) : undefined));
  useEffect(() => {
    if (kept) dropKeptDraft();
  }, [kept]);
  const keepIfSignedOut = (error: unknown, values: Record<string, unknown>) => {
    if (isUnauthorizedError(error) && user) keepDraft(user.id, form, search ? `${path}?${search}` : path, values);
  };
  return { kept, keepIfSignedOut };
}
