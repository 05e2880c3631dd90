// docs/decisions/031: passkeys (WebAuthn), as zod schemas like those of schemas.ts. The options are what
// @simplewebauthn/server generates for the browser's navigator.credentials.create() and .get(), in the WebAuthn
// spec's JSON form; they carry no secret.
import { z } from "zod";
import { timestamp } from "./schemas";

const base64url = z.string().regex(/^[A-Za-z0-9_-]*$/);
const credentialDescriptor = z.strictObject({
  id: base64url,
  type: z.literal("public-key"),
  transports: z.array(z.string()).optional(),
});

export const passkeySchema = z.strictObject({
  id: base64url.describe("The credential id, as the browser names it"),
  name: z.string(),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable().describe("Null until the passkey is used to sign in"),
});

export const passkeyRegistrationOptionsSchema = z.strictObject({
  challenge: base64url,
  rp: z.strictObject({ name: z.string(), id: z.string().optional() }),
  user: z.strictObject({ id: base64url, name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.strictObject({ alg: z.number().int(), type: z.literal("public-key") })),
  timeout: z.number().int().positive().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .strictObject({
      authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
      residentKey: z.enum(["discouraged", "preferred", "required"]).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.enum(["discouraged", "preferred", "required"]).optional(),
    })
    .optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.enum(["none", "indirect", "direct", "enterprise"]).optional(),
  attestationFormats: z.array(z.string()).optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});

export const passkeySignInOptionsSchema = z.strictObject({
  challenge: base64url,
  timeout: z.number().int().positive().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.enum(["discouraged", "preferred", "required"]).optional(),
  hints: z.array(z.string()).optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});
