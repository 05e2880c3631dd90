// The rules' numbers (spec section 9), written once for client and server. The interface's own timings are in
// client/src/config/timings.ts.
export const PASSWORD_MIN = 8;
// bcrypt reads at most 72 bytes; a ceiling keeps hashing cost bounded and the rule honest.
export const PASSWORD_MAX = 72;
export const TITLE_MIN = 10;
export const TITLE_MAX = 200;
export const QUESTION_MIN = 50;
export const QUESTION_MAX = 10_000;
export const ANSWER_MIN = 50;
export const ANSWER_MAX = 20_000;
export const FOLLOW_UP_MIN = 10;
export const FOLLOW_UP_MAX = 5_000;
export const GRADUATION_YEAR_MIN = 1950;
export const DEFAULT_CATEGORY_ID = 1;
