import { useMutation } from "@tanstack/react-query";
import type { PublicUser } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";
import { useSignedIn } from "@/features/auth/api/signed-in";

export type VerifyInput = { code: string } | { recoveryCode: string };

/**
 * POST /api/auth/2fa/verify: the code step after the password (docs/decisions/031). 200 is the user, signed in;
 * 400 a wrong code; 401 the step timed out (sign in again); 429 too many wrong codes.
 */
export function verifyTwoFactor(input: VerifyInput): Promise<PublicUser> {
  return apiJson<PublicUser>("POST", "/api/auth/2fa/verify", input);
}

export function useVerifyTwoFactor() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: verifyTwoFactor, onSuccess: signedIn });
}
