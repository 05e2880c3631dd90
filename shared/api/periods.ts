// The periods a person is promised (docs/decisions/020 and 022), as configured: the Terms and the Privacy
// Notice quote them. The server names them in index.html's head (server/static.ts); without the meta (Vite's dev
// server, tests) the defaults are used.
export const PERIODS_META_NAME = "cc-periods";

export interface Periods {
  claimHoldHours: number;
  unansweredDays: number;
  autoCloseDays: number;
  retentionDays: number;
}

export const DEFAULT_PERIODS: Periods = {
  claimHoldHours: 72,
  unansweredDays: 30,
  autoCloseDays: 30,
  retentionDays: 365,
};
