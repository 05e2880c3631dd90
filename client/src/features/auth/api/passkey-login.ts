import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useMutation } from "@tanstack/react-query";
import type { PublicUser } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";
import { authenticateWithPasskey } from "@/lib/webauthn";
import { useSignedIn } from "@/features/auth/api/signed-in";

/**
 * Sign in with a passkey (docs/decisions/031): the server's request options, the browser's passkey step, then
 * POST /api/auth/passkeys/login/verify, which answers the user, signed in, as a login does.
 */
export async function signInWithPasskey(): Promise<PublicUser> {
  const options = await apiJson<PublicKeyCredentialRequestOptionsJSON>("POST", "/api/auth/passkeys/login/options");
  const response = await authenticateWithPasskey(options);
  return apiJson<PublicUser>("POST", "/api/auth/passkeys/login/verify", { response });
}

export function usePasskeySignIn() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: signInWithPasskey, onSuccess: signedIn });
}
