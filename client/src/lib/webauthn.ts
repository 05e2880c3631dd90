import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";

/**
 * Passkeys in the browser (docs/decisions/031). @simplewebauthn/browser is loaded only when a passkey is made or used,
 * never with the landing page or the sign-in form (docs/performance.md).
 */
export function supportsWebAuthn(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

export async function createPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  return startRegistration({ optionsJSON });
}

export async function authenticateWithPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  return startAuthentication({ optionsJSON });
}

const ALREADY_REGISTERED = msg`This device already has a passkey for your account.`;
const STOPPED = msg`The passkey step was stopped or timed out. Nothing has changed. You can try again.`;
const UNUSABLE = msg`This device could not use a passkey just now. Nothing has changed.`;

/**
 * What to say when the browser's passkey step did not finish (it threw before our server was asked). Cancelling, or
 * letting the browser's window time out, is the common case and nobody's fault: said calmly, with the way on. A
 * descriptor, said with `i18n._` where it is shown, so it follows a switch of language (docs/decisions/038).
 */
export function passkeyStepMessage(error: unknown): MessageDescriptor | null {
  // A DOMException is not an Error everywhere (jsdom), so look at the name and code only.
  if (typeof error !== "object" || error === null || !("name" in error)) return null;
  const { name, code } = error as { name?: unknown; code?: unknown };
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return ALREADY_REGISTERED;
  if (name === "NotAllowedError" || name === "AbortError" || code === "ERROR_CEREMONY_ABORTED") return STOPPED;
  if (name === "WebAuthnError" || name === "SecurityError" || name === "InvalidStateError") return UNUSABLE;
  return null;
}
