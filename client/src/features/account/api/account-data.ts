import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountInput } from "@shared/validators";
import { apiRequest } from "@/lib/api-client";

const FALLBACK_NAME = "my-data.json";

/**
 * GET /api/account/export (docs/decisions/022): everything stored about the signed-in person, as the file the
 * server names. Resolves with the file's name and contents; saving it is the caller's.
 */
export async function fetchMyData(): Promise<{ name: string; blob: Blob }> {
  const res = await apiRequest("GET", "/api/account/export");
  const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? FALLBACK_NAME;
  return { name, blob: await res.blob() };
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: fetchMyData });
}

/** DELETE /api/account {password}: the account and its data are erased and every session ends. */
export async function deleteMyAccount(input: DeleteAccountInput): Promise<void> {
  await apiRequest("DELETE", "/api/account", input);
}

export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}
