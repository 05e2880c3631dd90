import { useMutation } from "@tanstack/react-query";
import type { PublicUser } from "@shared/api/types";
import type { RegisterInput } from "@shared/validators";
import { apiJson } from "@/lib/api-client";
import { useSignedIn } from "@/features/auth/api/signed-in";

// Registration signs the new user in (docs/architecture.md), so success is handled like a login.
export function register(input: RegisterInput): Promise<PublicUser> {
  return apiJson<PublicUser>("POST", "/api/auth/register", input);
}

export function useRegister() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: register, onSuccess: signedIn });
}
