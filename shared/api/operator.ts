// docs/decisions/034: who runs the service and how to reach them (OPERATOR_NAME, CONTACT_EMAIL). The server names
// them in index.html's head (server/static.ts); without the meta (Vite's dev server, tests) the defaults are used.
export const OPERATOR_META_NAME = "cc-operator";

export interface Operator {
  name: string;
  contactEmail: string;
}

export const DEFAULT_OPERATOR: Operator = { name: "ClearCounsel", contactEmail: "help@clearcounsel.local" };
