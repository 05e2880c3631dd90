import { useMutation } from "@tanstack/react-query";
import type { LoginResultDto, PublicUser } from "@shared/api/types";
import type { LoginInput } from "@shared/validators";
import { apiJson } from "@/lib/api-client";
import { useSignedIn } from "@/features/auth/api/signed-in";

/** POST /api/auth/login: the user, or, with two-step sign-in on, `{twoFactorRequired: true}` and nobody signed in. */
export function login(input: LoginInput): Promise<LoginResultDto> {
  return apiJson<LoginResultDto>("POST", "/api/auth/login", input);
}

/** True when the password was right and a code must follow (docs/decisions/031). */
export function needsCode(result: LoginResultDto): result is { twoFactorRequired: true } {
  return "twoFactorRequired" in result && result.twoFactorRequired === true;
}

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: login,
    onSuccess: async (result) => {
      if (!needsCode(result)) await signedIn(result as PublicUser);
    },
  });
}
