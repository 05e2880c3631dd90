// Server messages the client acts on, not only shows: one text for both sides.

/** An answer sent after the claim's hold ran out (docs/decisions/020): 409, and the draft must stay. */
export const HOLD_RAN_OUT =
  "Your hold on this question ran out, so it went back to the queue and this answer was not sent. If the question is still open, claim it again from the queue to answer it.";

/**
 * A claim of a question whose parties match the attorney's conflict list, not confirmed (docs/decisions/018): 409, and
 * the client asks the attorney to check and confirm.
 */
export const POSSIBLE_CONFLICT =
  "Possible conflict: someone named on this question matches a name on your conflict list. Check it, then confirm that there is no conflict to claim it.";

/** 403 on the endpoints of a role in REQUIRE_2FA_ROLES until this session used a second factor (docs/decisions/031). */
export const TWO_FACTOR_REQUIRED = "Please turn on two-step sign-in to continue.";

/**
 * 403 on adding or removing a second factor from a session signed in without the one the account has, while a role
 * waits for it (docs/decisions/031): the security screen says what to do instead.
 */
export const SIGN_IN_WITH_YOUR_FACTOR =
  "To change how you sign in, first sign in again with your passkey or your authenticator app.";

/**
 * 409 to an asker's follow-up on an answered question whose attorney can no longer read it: their account ended, or
 * an admin ended their approval (docs/decisions/058). The page shows it in place of the follow-up form.
 */
export const ANSWERER_GONE =
  "The attorney who answered this question can no longer read follow-ups. If you need more help, you can ask a new question.";
