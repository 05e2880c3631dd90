import { z } from "zod";
import { hasControlCharacter, looksLikeLink } from "./text";

// docs/decisions/031: passkeys (WebAuthn). The browser's answers are checked for shape here (each field the server
// reads is a base64url string of bounded size); whether they prove anything is @simplewebauthn/server's work.

/** Any refusal of a passkey being added, whatever the reason: the person can only try again. */
export const PASSKEY_NOT_ADDED = "That passkey could not be added. Please try again.";
/** Any refusal of a passkey sign-in, whatever the reason: nothing tells an unknown passkey from a bad signature. */
export const PASSKEY_DID_NOT_WORK = "That passkey did not work. Please try again or sign in with your password.";
export const PASSKEY_NAME_MAX = 60;
export const PASSKEY_NAME_TOO_LONG = `A passkey's name must be at most ${PASSKEY_NAME_MAX} characters`;
export const PASSKEY_NAME_INVALID = "A passkey's name must not contain links, line breaks or hidden characters";
export const INVALID_PASSKEY_ID = "Invalid passkey id";

const base64url = (max: number, message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .max(max, message)
    .regex(/^[A-Za-z0-9_-]+$/, message);

// Sizes: a credential id is at most 1023 bytes (WebAuthn); client data is a short JSON text; a "none" attestation
// object is small, one with certificates a few kB; the whole body is under 100 kB anyway.
const credentialFields = (message: string) => ({
  id: base64url(1400, message),
  rawId: base64url(1400, message),
  type: z.literal("public-key", { error: message }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"], { error: message }).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown(), { error: message }).default({}),
});

const registrationResponse = z.object(
  {
    ...credentialFields(PASSKEY_NOT_ADDED),
    response: z.object(
      {
        clientDataJSON: base64url(4_000, PASSKEY_NOT_ADDED),
        attestationObject: base64url(60_000, PASSKEY_NOT_ADDED),
        transports: z
          .array(z.string({ error: PASSKEY_NOT_ADDED }).max(32, PASSKEY_NOT_ADDED))
          .max(10, PASSKEY_NOT_ADDED)
          .optional(),
      },
      { error: PASSKEY_NOT_ADDED },
    ),
  },
  { error: PASSKEY_NOT_ADDED },
);

const authenticationResponse = z.object(
  {
    ...credentialFields(PASSKEY_DID_NOT_WORK),
    response: z.object(
      {
        clientDataJSON: base64url(4_000, PASSKEY_DID_NOT_WORK),
        authenticatorData: base64url(4_000, PASSKEY_DID_NOT_WORK),
        signature: base64url(2_000, PASSKEY_DID_NOT_WORK),
        userHandle: base64url(200, PASSKEY_DID_NOT_WORK).optional(),
      },
      { error: PASSKEY_DID_NOT_WORK },
    ),
  },
  { error: PASSKEY_DID_NOT_WORK },
);

/** POST /api/auth/passkeys/register/verify: the browser's answer to the options, and a name to tell it apart. */
export const passkeyRegisterSchema = z.object({
  response: registrationResponse,
  name: z
    .string({ error: PASSKEY_NAME_INVALID })
    .trim()
    .max(PASSKEY_NAME_MAX, PASSKEY_NAME_TOO_LONG)
    .refine((v) => !hasControlCharacter(v) && !looksLikeLink(v), PASSKEY_NAME_INVALID)
    .optional(),
});

/** POST /api/auth/passkeys/login/verify: the browser's answer to the sign-in options. */
export const passkeyLoginSchema = z.object({ response: authenticationResponse });

/** DELETE /api/auth/passkeys/:id: a credential id as the browser names it (base64url). */
export const passkeyIdParamSchema = z.object({ id: base64url(1400, INVALID_PASSKEY_ID) });

export type PasskeyRegisterInput = z.infer<typeof passkeyRegisterSchema>;
export type PasskeyLoginInput = z.infer<typeof passkeyLoginSchema>;
