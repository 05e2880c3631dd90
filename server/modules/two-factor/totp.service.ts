import crypto from "node:crypto";
import bcrypt from "bcrypt";
import type { User } from "@shared/schema";
import { WRONG_CODE, type ConfirmTotpInput, type EnableTotpInput, type VerifyTotpInput } from "@shared/validators";
import type { AppContext } from "../../context";
import { withTransaction, type Db } from "../../db";
import { badRequest, conflict, HttpError, PasswordRefused } from "../../lib/errors";
import { open, seal } from "../../lib/secret-box";
import { hashToken } from "../../lib/tokens";
import {
  afterFactorOff,
  endPasswordOnlySessions,
  mailRecoveryCodeUse,
  recordFactorChange,
  recordRecoveryCodeUse,
} from "./factor-changes";
import { generateSecret } from "otplib";
import { matchingStep, otpauthUrl } from "./totp-code";
import * as repo from "./totp.repo";

// The authenticator app and recovery codes (docs/decisions/031). The service knows nothing of HTTP or sessions: the
// routes set the session's second-factor time after a success.

type Ctx = Pick<AppContext, "database" | "mailer" | "clock" | "twoFactorKey" | "logger" | "config">;

export const ALREADY_ON = "Two-step sign-in is already on.";
export const NOT_ON = "Two-step sign-in is not on.";
export const NO_PENDING_SETUP = "Please start the setup again: there is no code to confirm.";
export const WRONG_PASSWORD = "That password is not correct.";
export const TOO_MANY_WRONG_CODES = "Too many wrong codes. Please wait 15 minutes and try again.";
export const RECOVERY_CODE_COUNT = 10;
/** More than this many wrong codes for one account within the window: every code is refused until it closes. */
export const WRONG_CODES_MAX = 5;
export const WRONG_CODES_WINDOW_MS = 15 * 60 * 1000;

const wrongCode = (path: "code" | "recoveryCode" = "code") => badRequest(WRONG_CODE, [{ path, message: WRONG_CODE }]);

// --- secrets and codes --------------------------------------------------------------------------------------------

/** 160 random bits (RFC 4226's recommended length) in base32, as otplib makes them for an app. */
const newSecret = (): string => generateSecret({ length: 20 });

// No 0/o, 1/l/i: read off paper and typed by hand.
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
/** `xxxx-xxxx-xx`: ten characters of a 31-letter alphabet, about 50 random bits. */
function newRecoveryCode(): string {
  const c = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]).join("");
  return `${c.slice(0, 4)}-${c.slice(4, 8)}-${c.slice(8)}`;
}
/** Case, dashes and spaces do not matter when a recovery code is typed back. */
export const normalizeRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, "");
const hashRecoveryCode = (code: string) => hashToken(normalizeRecoveryCode(code));

function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

// --- the wrong-code limit -----------------------------------------------------------------------------------------

/**
 * Wrong codes per account (not per network: the person guessing may use many), over the last WRONG_CODES_WINDOW_MS by
 * the app's clock: a window that slides, so no burst at the edge of a fixed one doubles the tries. A try is counted
 * before the code is checked and given back when it was right or could not be checked (a secret that does not open is
 * the deployment's fault, not a guess: docs/decisions/031), so concurrent guesses cannot slip past the limit together;
 * once more than WRONG_CODES_MAX are counted, even a right code is refused (no oracle), and the refused try is taken back.
 */
async function checkCode(ctx: Ctx, userId: string, check: () => Promise<boolean>, path?: "code" | "recoveryCode") {
  const db = ctx.database.db;
  const now = ctx.clock.now();
  const counted = await repo.countTry(db, userId, now, new Date(now.getTime() - WRONG_CODES_WINDOW_MS));
  if (counted.tries > WRONG_CODES_MAX) {
    // A refused try checked nothing, so it is no guess: the limit is what bounds the guesses, and the tries refused
    // while it holds do not prolong it.
    await repo.takeBackTry(db, counted.id);
    throw new HttpError(429, TOO_MANY_WRONG_CODES);
  }
  let right: boolean;
  try {
    right = await check();
  } catch (err) {
    // A code that could not be checked (a secret that does not open, a conflict) is no wrong guess.
    await repo.takeBackTry(db, counted.id);
    throw err;
  }
  if (!right) throw wrongCode(path);
  await repo.takeBackTry(db, counted.id);
}

export const CODES_UNREADABLE =
  "Codes from your app cannot be checked right now. Please use a recovery code, or try again later.";

/**
 * The stored secret, opened with TWO_FACTOR_KEY. A secret sealed under another key (the key was lost or changed) is a
 * fault of the deployment, not of the person: 503 and an error in the log, and a recovery code still works.
 */
function openSecret(ctx: Ctx, userId: string, sealed: string): string {
  try {
    return open(ctx.twoFactorKey, sealed);
  } catch {
    ctx.logger.error({ userId }, "an authenticator secret does not open with TWO_FACTOR_KEY");
    throw new HttpError(503, CODES_UNREADABLE);
  }
}

/** A code from the app, of a step not used before: the step is taken in one statement (repo.claimStep). */
async function useTotpCode(ctx: Ctx, db: Db, userId: string, sealed: string, code: string, enabled: boolean) {
  const step = await matchingStep(openSecret(ctx, userId, sealed), code, ctx.clock.now());
  return step !== null && (await repo.claimStep(db, userId, sealed, step, enabled));
}

/**
 * A recovery code used up and audited, in one transaction: a code is never spent without the account hearing of it
 * (docs/decisions/031). At a sign-in it is mailed here, with how many are left. A code that proves a change of the
 * factor itself (turning it off, a new set) is mailed by that change, which knows what is left after it (`mail: false`).
 */
async function useRecoveryCode(
  ctx: Ctx,
  user: { id: string; email: string },
  code: string,
  mail = true,
): Promise<boolean> {
  return withTransaction(ctx.database, async (tx) => {
    if (!(await repo.useRecoveryCode(tx.db, user.id, hashRecoveryCode(code), ctx.clock.now()))) return false;
    await recordRecoveryCodeUse(ctx, tx, user);
    if (mail) await mailRecoveryCodeUse(ctx, tx, user, await repo.countUnusedRecoveryCodes(tx.db, user.id));
    return true;
  });
}

const isAppCode = (code: string) => /^\d{6}$/.test(code);

/**
 * `code` proves a change of the factor: six digits from the app or, for someone who lost the phone, one of the
 * recovery codes, whose mail the change sends.
 */
async function useEitherCode(ctx: Ctx, user: User, sealed: string, code: string): Promise<boolean> {
  return isAppCode(code)
    ? useTotpCode(ctx, ctx.database.db, user.id, sealed, code, true)
    : useRecoveryCode(ctx, user, code, false);
}

async function checkPassword(user: User, password: string): Promise<void> {
  if (!(await bcrypt.compare(password, user.password))) {
    throw new PasswordRefused(400, WRONG_PASSWORD, [{ path: "password", message: WRONG_PASSWORD }]);
  }
}

// --- the calls ----------------------------------------------------------------------------------------------------

export async function status(ctx: Ctx, user: User) {
  const enabled = await repo.hasEnabledFactor(ctx.database.db, user.id);
  return { enabled, recoveryCodesLeft: enabled ? await repo.countUnusedRecoveryCodes(ctx.database.db, user.id) : 0 };
}

/** A new secret, kept sealed and pending until a code proves the app holds it; a second call replaces it. */
export async function setup(ctx: Ctx, user: User) {
  const secret = newSecret();
  const saved = await repo.savePendingSecret(ctx.database.db, user.id, seal(ctx.twoFactorKey, secret), ctx.clock.now());
  if (!saved) throw conflict(ALREADY_ON);
  return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
}

/**
 * The first code turns the factor on, with a first set of recovery codes, the audit entry and the mail, in one
 * transaction. Returns the codes, shown this once.
 */
export async function enable(ctx: Ctx, user: User, input: EnableTotpInput, sid: string): Promise<string[]> {
  const factor = await repo.findFactor(ctx.database.db, user.id);
  if (!factor) throw conflict(NO_PENDING_SETUP);
  if (factor.enabledAt) throw conflict(ALREADY_ON);
  const { codes, hashes } = newRecoveryCodes();
  await checkCode(ctx, user.id, () =>
    withTransaction(ctx.database, async (tx) => {
      if (!(await useTotpCode(ctx, tx.db, user.id, factor.secret, input.code, false))) return false;
      if (!(await repo.markEnabled(tx.db, user.id, ctx.clock.now()))) throw conflict(ALREADY_ON);
      await repo.replaceRecoveryCodes(tx.db, user.id, hashes);
      await recordFactorChange(ctx, tx, user, "on");
      await endPasswordOnlySessions(tx, user.id, sid);
      return true;
    }),
  );
  return codes;
}

async function enabledFactor(ctx: Ctx, user: User) {
  const factor = await repo.findFactor(ctx.database.db, user.id);
  if (!factor?.enabledAt) throw conflict(NOT_ON);
  return factor;
}

/**
 * Off, proven by the password and a code: the factor, its recovery codes, the audit entry and the mail together. A
 * recovery code used for it is told by that mail, which says the factor is off: no second mail counts codes that are
 * gone.
 */
export async function disable(ctx: Ctx, user: User, input: ConfirmTotpInput): Promise<{ noneLeft: boolean }> {
  await checkPassword(user, input.password);
  const factor = await enabledFactor(ctx, user);
  await checkCode(ctx, user.id, () => useEitherCode(ctx, user, factor.secret, input.code));
  return withTransaction(ctx.database, async (tx) => {
    if (!(await repo.deleteFactor(tx.db, user.id))) throw conflict(NOT_ON);
    await recordFactorChange(ctx, tx, user, "off");
    return { noneLeft: await afterFactorOff(ctx, tx, user.id) };
  });
}

/**
 * A new set of recovery codes, proven by the password and a code; the old set stops working. A recovery code used for
 * it is mailed with the new set's count.
 */
export async function renewRecoveryCodes(ctx: Ctx, user: User, input: ConfirmTotpInput): Promise<string[]> {
  await checkPassword(user, input.password);
  const factor = await enabledFactor(ctx, user);
  await checkCode(ctx, user.id, () => useEitherCode(ctx, user, factor.secret, input.code));
  const { codes, hashes } = newRecoveryCodes();
  await withTransaction(ctx.database, async (tx) => {
    await repo.replaceRecoveryCodes(tx.db, user.id, hashes);
    if (!isAppCode(input.code)) await mailRecoveryCodeUse(ctx, tx, user, hashes.length);
  });
  return codes;
}

/**
 * The code step of a sign-in for the account that passed the password step. Returns the user to sign in, or null
 * when the account no longer has the factor on (the sign-in must start again).
 */
export async function verify(ctx: Ctx, userId: string, input: VerifyTotpInput): Promise<User | null> {
  const factor = await repo.findFactor(ctx.database.db, userId);
  const user = factor?.enabledAt ? await repo.findUserById(ctx.database.db, userId) : undefined;
  if (!factor || !user) return null;
  await checkCode(
    ctx,
    userId,
    () =>
      input.recoveryCode !== undefined
        ? useRecoveryCode(ctx, user, input.recoveryCode)
        : useTotpCode(ctx, ctx.database.db, userId, factor.secret, input.code ?? "", true),
    input.recoveryCode !== undefined ? "recoveryCode" : "code",
  );
  return user;
}
