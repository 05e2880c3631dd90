import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { PasskeyDto } from "@shared/api/types";
import type { Language } from "@shared/languages";
import type { User } from "@shared/schema";
import {
  PASSKEY_DID_NOT_WORK,
  PASSKEY_NOT_ADDED,
  type PasskeyLoginInput,
  type PasskeyRegisterInput,
} from "@shared/validators";
import type { AppContext } from "../../context";
import { withTransaction } from "../../db";
import { badRequest, notFound } from "../../lib/errors";
import { afterFactorOff, endPasswordOnlySessions, recordFactorChange } from "./factor-changes";
import * as repo from "./passkeys.repo";

// docs/decisions/031: passkeys (WebAuthn) through @simplewebauthn/server; nothing here checks a signature by hand.

type Ctx = Pick<AppContext, "database" | "mailer" | "config" | "clock" | "logger">;

/** How long a challenge works after it is issued, by ctx.clock. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const RP_NAME = "ClearCounsel";

/** The relying party is the app's own origin (APP_ORIGIN): its hostname is the RP ID passkeys are bound to. */
const relyingParty = (ctx: Ctx) => {
  const url = new URL(ctx.config.appOrigin);
  return { origin: url.origin, rpID: url.hostname };
};

/** The user handle a passkey carries: the bytes of the account's id, as registration options give it. */
const userHandleOf = (userId: string) => new TextEncoder().encode(userId);

const toItem = (p: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }): PasskeyDto => ({
  id: p.id,
  name: p.name,
  createdAt: p.createdAt.toISOString(),
  lastUsedAt: p.lastUsedAt ? p.lastUsedAt.toISOString() : null,
});

/**
 * "Passkey added 26 Nov 2026", "Llave de acceso agregada el 26 de noviembre de 2026" (the screens' word and the
 * glossary's dates, docs/glossary-es.md): a name the list can tell apart when the person gives none, in the account's
 * language as it is when the passkey is added (docs/decisions/036), since it is stored and shown as written.
 */
const defaultName = (now: Date, locale: Language) => {
  const date = (tag: string, month: "short" | "long") =>
    now.toLocaleDateString(tag, { day: "numeric", month, year: "numeric", timeZone: "UTC" });
  return locale === "es"
    ? `Llave de acceso agregada el ${date("es", "long")}`
    : `Passkey added ${date("en-GB", "short")}`;
};

/** The challenge the browser signed, read from the client data; null when there is none to read. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === "string" && /^[A-Za-z0-9_-]{16,200}$/.test(challenge) ? challenge : null;
  } catch {
    return null;
  }
}

const expiry = (ctx: Ctx) => new Date(ctx.clock.now().getTime() + CHALLENGE_TTL_MS);

/** Options for navigator.credentials.create(): a discoverable credential for this account. */
export async function registrationOptions(ctx: Ctx, user: User): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rpID } = relyingParty(ctx);
  const existing = await repo.credentialsOf(ctx.database.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: user.email,
    userID: userHandleOf(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await repo.issueChallenge(
    ctx.database.db,
    { challenge: options.challenge, purpose: "register", userId: user.id, expiresAt: expiry(ctx) },
    ctx.clock.now(),
  );
  return options;
}

/**
 * Adds the passkey the browser made for the options: the challenge is used up first (it works once, also when the
 * rest fails), then the library verifies the attestation; the passkey, its audit row and the neutral mail commit
 * together.
 */
export async function addPasskey(ctx: Ctx, user: User, input: PasskeyRegisterInput, sid: string): Promise<PasskeyDto> {
  const refuse = (reason: string) => {
    ctx.logger.info({ userId: user.id, reason }, "passkey not added");
    return badRequest(PASSKEY_NOT_ADDED);
  };
  const now = ctx.clock.now();
  const challenge = challengeOf(input.response.response.clientDataJSON);
  if (!challenge) throw refuse("no challenge in the client data");
  if (!(await repo.consumeChallenge(ctx.database.db, challenge, "register", user.id, now)))
    throw refuse("unknown, used or expired challenge");
  const { origin, rpID } = relyingParty(ctx);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      // A passkey stands in for a password and a code, so it must prove who holds it too (docs/decisions/031).
      requireUserVerification: true,
    });
  } catch (err) {
    throw refuse(err instanceof Error ? err.message : "verification failed");
  }
  if (!verified.verified) throw refuse("not verified");
  const { credential } = verified.registrationInfo;
  const added = await withTransaction(ctx.database, async (tx) => {
    const row = await repo.insertPasskey(tx.db, {
      id: credential.id,
      userId: user.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: input.name || defaultName(now, user.locale),
      createdAt: now,
    });
    if (row) {
      await recordFactorChange(ctx, tx, user, "on");
      await endPasswordOnlySessions(tx, user.id, sid);
    }
    return row;
  });
  if (!added) throw refuse("credential id already registered");
  return toItem(added);
}

export async function listPasskeys(ctx: Ctx, user: User): Promise<PasskeyDto[]> {
  return (await repo.listPasskeys(ctx.database.db, user.id)).map(toItem);
}

/** Removes one of the account's own passkeys, audited and mailed in the same transaction; 404 for anyone else's. */
export async function removePasskey(ctx: Ctx, user: User, id: string): Promise<{ noneLeft: boolean }> {
  const removed = await withTransaction(ctx.database, async (tx) => {
    if (!(await repo.deletePasskey(tx.db, user.id, id))) return null;
    await recordFactorChange(ctx, tx, user, "off");
    return { noneLeft: await afterFactorOff(ctx, tx, user.id) };
  });
  if (!removed) throw notFound();
  return removed;
}

/** Options for navigator.credentials.get(): no allowCredentials, so the browser offers the passkeys it holds. */
export async function signInOptions(ctx: Ctx): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { rpID } = relyingParty(ctx);
  const options = await generateAuthenticationOptions({ rpID, userVerification: "preferred" });
  await repo.issueChallenge(
    ctx.database.db,
    { challenge: options.challenge, purpose: "login", userId: null, expiresAt: expiry(ctx) },
    ctx.clock.now(),
  );
  return options;
}

/**
 * The account a passkey signs in: the challenge is used up first, then the library checks the signature with the
 * stored public key, and the counter moves forward in one conditional UPDATE. Every refusal answers the same words.
 */
export async function verifySignIn(ctx: Ctx, input: PasskeyLoginInput): Promise<User> {
  const refuse = (reason: string) => {
    ctx.logger.info({ reason }, "passkey sign-in refused");
    return badRequest(PASSKEY_DID_NOT_WORK);
  };
  const now = ctx.clock.now();
  const { response } = input;
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge) throw refuse("no challenge in the client data");
  if (!(await repo.consumeChallenge(ctx.database.db, challenge, "login", null, now)))
    throw refuse("unknown, used or expired challenge");
  const found = await repo.findPasskeyWithUser(ctx.database.db, response.id);
  if (!found) throw refuse("unknown credential");
  const { passkey, user } = found;
  // A discoverable credential names its account; it must be the one the passkey was added to.
  if (
    response.response.userHandle !== undefined &&
    response.response.userHandle !== isoBase64URL.fromBuffer(userHandleOf(user.id))
  )
    throw refuse("user handle does not match");
  const { origin, rpID } = relyingParty(ctx);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
  } catch (err) {
    throw refuse(err instanceof Error ? err.message : "verification failed");
  }
  if (!verified.verified) throw refuse("not verified");
  if (!(await repo.recordUse(ctx.database.db, passkey.id, verified.authenticationInfo.newCounter, now)))
    throw refuse("counter did not move forward");
  return user;
}
