import { z } from "zod";
import {
  passkeyRegistrationOptionsSchema,
  passkeySchema,
  passkeySignInOptionsSchema,
} from "@shared/api/passkey-schemas";
import * as out from "@shared/api/schemas";
import {
  changePasswordSchema,
  confirmTotpSchema,
  enableTotpSchema,
  forgotPasswordSchema,
  loginSchema,
  passkeyIdParamSchema,
  passkeyLoginSchema,
  passkeyRegisterSchema,
  registerSchema,
  resetPasswordSchema,
  verifyTotpSchema,
} from "@shared/validators";
import { list, op, type Method, type Operation } from "./operation";

/** The routes of /api/auth (accounts, sign-in, two-step sign-in, passkeys), in the table of operations.ts. */
export const AUTH_ROUTES: Record<string, Partial<Record<Method, Operation>>> = {
  "/api/auth/register": {
    post: op("anyone", "Create an account and sign in", [201, "the user", out.publicUserSchema], {
      body: registerSchema,
      fails: [409, 429],
    }),
  },
  "/api/auth/login": {
    post: op(
      "anyone",
      "Sign in",
      [
        200,
        "the user; or, with two-step sign-in on, {twoFactorRequired:true} and nobody signed in yet",
        z.union([out.publicUserSchema, out.twoFactorRequiredSchema]),
      ],
      {
        body: loginSchema,
        // 401: a wrong e-mail or password, in the same words either way.
        fails: [401, 429],
      },
    ),
  },
  // Two-step sign-in (docs/decisions/031). 429: more than 5 wrong codes for the account within 15 minutes.
  "/api/auth/2fa": {
    get: op("signed in", "Whether two-step sign-in is on", [
      200,
      "{enabled,recoveryCodesLeft}",
      out.twoFactorStatusSchema,
    ]),
  },
  "/api/auth/2fa/setup": {
    post: op(
      "signed in",
      "A new authenticator secret (pending until enabled)",
      [200, "{secret,otpauthUrl}", out.totpSetupSchema],
      {
        fails: [409],
      },
    ),
  },
  "/api/auth/2fa/enable": {
    post: op(
      "signed in",
      "Turn two-step sign-in on with a first code",
      [200, "{recoveryCodes}", out.recoveryCodesSchema],
      {
        body: enableTotpSchema,
        fails: [409, 429],
      },
    ),
  },
  "/api/auth/2fa/disable": {
    post: op("signed in", "Turn two-step sign-in off (password and a code)", [200, "off", out.messageSchema], {
      body: confirmTotpSchema,
      fails: [409, 429],
    }),
  },
  "/api/auth/2fa/recovery-codes": {
    post: op(
      "signed in",
      "A new set of recovery codes (password and a code)",
      [200, "{recoveryCodes}", out.recoveryCodesSchema],
      {
        body: confirmTotpSchema,
        fails: [409, 429],
      },
    ),
  },
  "/api/auth/2fa/verify": {
    post: op("anyone", "The code step of a sign-in: completes it", [200, "the user", out.publicUserSchema], {
      body: verifyTotpSchema,
      // 401: no password step in this session, or it is more than 5 minutes old; 409: this browser is signed in already.
      fails: [401, 409, 429],
    }),
  },
  "/api/auth/logout": { post: op("anyone", "Sign out", [200, "signed out", out.messageSchema]) },
  "/api/auth/user": { get: op("signed in", "The signed-in user", [200, "the user", out.publicUserSchema]) },
  "/api/auth/user/roles": {
    get: op("signed in", "The signed-in user's roles", [200, "{roles}", out.rolesResponseSchema]),
  },
  "/api/auth/forgot-password": {
    post: op("anyone", "E-mail a reset link", [200, "always the same", out.messageSchema], {
      body: forgotPasswordSchema,
      fails: [429],
    }),
  },
  "/api/auth/reset-password": {
    post: op("anyone", "Set a new password with a reset token", [200, "done", out.messageSchema], {
      body: resetPasswordSchema,
      fails: [429],
    }),
  },
  "/api/auth/change-password": {
    post: op("signed in", "Change the password; other sessions end", [200, "done", out.messageSchema], {
      body: changePasswordSchema,
    }),
  },
  "/api/auth/verify-email": {
    get: op("anyone", "Confirm an e-mail address (link)", [302, "to /?verified=1 or 0"]),
  },
  // docs/decisions/031: passkeys. Every refusal of a passkey is 400 in the same words, whatever went wrong. Adding or
  // removing one, like turning the app on above, may also meet 403 (a state-changing call's): the session was signed
  // in without the factor the account has, and a role waits for it.
  "/api/auth/passkeys": {
    get: op("signed in", "The account's passkeys, oldest first", [200, "passkeys", list(passkeySchema)]),
  },
  "/api/auth/passkeys/{id}": {
    delete: op("signed in", "Remove one of the account's passkeys", [200, "removed", out.messageSchema], {
      idParam: passkeyIdParamSchema,
      fails: [404],
    }),
  },
  "/api/auth/passkeys/register/options": {
    post: op("signed in", "Options to add a passkey (navigator.credentials.create)", [
      200,
      "PublicKeyCredentialCreationOptionsJSON",
      passkeyRegistrationOptionsSchema,
    ]),
  },
  "/api/auth/passkeys/register/verify": {
    post: op("signed in", "Add the passkey the browser made", [201, "the passkey", passkeySchema], {
      body: passkeyRegisterSchema,
    }),
  },
  "/api/auth/passkeys/login/options": {
    post: op("anyone", "Options to sign in with a passkey (navigator.credentials.get)", [
      200,
      "PublicKeyCredentialRequestOptionsJSON",
      passkeySignInOptionsSchema,
    ]),
  },
  "/api/auth/passkeys/login/verify": {
    post: op("anyone", "Sign in with a passkey (both steps at once)", [200, "the user", out.publicUserSchema], {
      body: passkeyLoginSchema,
    }),
  },
};
