import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PasskeyDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";
import { clearTwoFactorRequired } from "@/lib/two-factor-gate";
import { createPasskey } from "@/lib/webauthn";
import { passkeysQueryKey } from "@/features/security/api/get-passkeys";

/**
 * Adds a passkey: the server's creation options, the browser's own passkey step (the device asks for a fingerprint,
 * face or PIN), then POST /api/auth/passkeys/register/verify with an optional name.
 */
export async function addPasskey(input: { name?: string }): Promise<PasskeyDto> {
  const options = await apiJson<PublicKeyCredentialCreationOptionsJSON>("POST", "/api/auth/passkeys/register/options");
  const response = await createPasskey(options);
  const name = input.name?.trim();
  return apiJson<PasskeyDto>("POST", "/api/auth/passkeys/register/verify", name ? { response, name } : { response });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: async () => {
      // A new second factor counts as using one (docs/decisions/031); should the server disagree, the gate opens again.
      clearTwoFactorRequired();
      await queryClient.invalidateQueries({ queryKey: passkeysQueryKey });
      await queryClient.invalidateQueries({ predicate: (query) => query.state.status === "error" });
    },
  });
}
