// docs/decisions/022: "Quick exit" leaves at once for a neutral site. The server names the site in index.html
// (server/static.ts, from QUICK_EXIT_URL); without the meta (Vite's dev server, tests) the default is used.
export const QUICK_EXIT_META_NAME = "cc-quick-exit";

/** A search engine's home page: what anyone might have open, and nothing about this service. */
export const DEFAULT_QUICK_EXIT_URL = "https://www.google.com/";
