import { msg } from "@lingui/core/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";
import { authUserQueryKey } from "@/lib/auth";

/**
 * Discreet e-mail's words (docs/decisions/034), the same on the ask form and in the account's settings; shown with
 * `i18n._`, in the reader's language (docs/decisions/038).
 */
export const DISCREET_MAIL_LABEL_MESSAGE = msg`Discreet e-mail`;
export const DISCREET_MAIL_HINT_MESSAGE = msg`Mail from "Account notices", with a plain subject.`;

/**
 * PUT /api/account/discreet-mail (docs/decisions/034): a neutral sender name and subject on every message to the
 * account. Set from the account's settings and from the ask form, so it lives here, beside the signed-in user.
 */
export function useSetDiscreetMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (discreetMail: boolean) =>
      apiJson<{ discreetMail: boolean }>("PUT", "/api/account/discreet-mail", { discreetMail }),
    onSuccess: ({ discreetMail }) =>
      queryClient.setQueryData<PublicUser | null>(authUserQueryKey, (user) =>
        user ? { ...user, discreetMail } : user,
      ),
  });
}
