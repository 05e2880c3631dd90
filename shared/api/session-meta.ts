// The server names in index.html whether the page was requested with a signed-in session (server/static.ts),
// so that a signed-out visitor's page need not ask GET /api/auth/user, whose 401 the browser logs as an error
// (client/src/lib/auth.ts). Absent under Vite's dev server and in tests: the client then asks as usual.
export const SESSION_META_NAME = "cc-session";

export type SessionMeta = "signed-in" | "signed-out";
