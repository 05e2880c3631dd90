/**
 * Calls a test made that its fetch table (render.tsx mockFetch) did not name. A module of its own, importing
 * nothing, so the test setup can read it without loading the app before a test's vi.mock calls.
 */
export const unexpectedFetches: string[] = [];
