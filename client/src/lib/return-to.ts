import { paths } from "@shared/paths";

// docs/decisions/054: a signed-out visitor who opens a signed-in screen (a link in an e-mail to a question, say) is
// taken to Sign In with that screen in `?next=`, and lands on it once signed in.
const NEXT = "next";

/** Sign In's address that comes back to `path` (with its query) once signed in. */
export const signInReturningTo = (path: string): string =>
  path === paths.home ? paths.login : `${paths.login}?${new URLSearchParams({ [NEXT]: path })}`;

/**
 * The screen a sign-in page's query asks to come back to: a path of this site only (never another site, `//host`, a
 * backslash, the API or Sign In itself), else undefined.
 */
export function returnPathIn(search: string): string | undefined {
  const next = new URLSearchParams(search).get(NEXT);
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return undefined;
  if (next.startsWith("/api/") || next === paths.login || next.startsWith(`${paths.login}?`)) return undefined;
  return next;
}
