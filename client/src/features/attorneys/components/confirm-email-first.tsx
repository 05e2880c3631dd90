import { Trans } from "@lingui/react/macro";
import { MailCheck } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";

/** Approved, but the account's address is not proven: the server refuses attorney work until it is. */
export function ConfirmEmailFirst({ email }: { email: string }) {
  return (
    <Card role="status" className="mx-auto max-w-xl">
      <CardContent className="grid justify-items-center gap-3 p-8 text-center">
        <MailCheck aria-hidden="true" className="size-10 text-primary" />
        <p className="text-lg font-semibold">
          <Trans>Please confirm your e-mail address to start answering questions.</Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Your application is approved. To protect the people who ask, attorney work starts once you have opened the
            confirmation link we sent to <span className="font-medium text-foreground wrap-anywhere">{email}</span>. If
            the link has expired, sign out and sign in again and we will send a new one.
          </Trans>
        </p>
      </CardContent>
    </Card>
  );
}
