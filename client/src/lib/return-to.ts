import { isReturnPath, paths, returningTo } from "@shared/paths";

// docs/decisions/054: a signed-out visitor who opens a signed-in screen (a link in an e-mail to a question, say), or
// whose session ends on one, is taken to Sign In with that screen in `?next=`, and lands on it once signed in.

/** Sign In's address that comes back to `path` (with its query) once signed in. */
export const signInReturningTo = (path: string): string => returningTo(paths.login, path);

/** The screen a sign-in page's query asks to come back to, if it is one this site may come back to. */
export function returnPathIn(search: string): string | undefined {
  const next = new URLSearchParams(search).get("next");
  return next && isReturnPath(next) ? next : undefined;
}
