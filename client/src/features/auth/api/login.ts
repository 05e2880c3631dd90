import { useMutation } from "@tanstack/react-query";
import type { PublicUser } from "@shared/api/types";
import type { LoginInput } from "@shared/validators";
import { apiJson } from "@/lib/api-client";
import { useSignedIn } from "@/features/auth/api/signed-in";

export function login(input: LoginInput): Promise<PublicUser> {
  return apiJson<PublicUser>("POST", "/api/auth/login", input);
}

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: login, onSuccess: signedIn });
}
