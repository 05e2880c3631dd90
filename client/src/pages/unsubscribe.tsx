import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useSearch } from "wouter";
import { paths } from "@shared/paths";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { AuthCard } from "@/features/auth/components/auth-card";
import { useUnsubscribe } from "@/features/attorneys/api/notifications";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { getErrorMessage } from "@/lib/api-errors";

/**
 * Where a new-question notice's unsubscribe link lands. It asks first: mail scanners follow links, so opening the
 * page changes nothing (docs/decisions/030). Works signed out.
 */
export function UnsubscribePage() {
  const { t } = useLingui();
  const token = new URLSearchParams(useSearch()).get("token")?.trim() ?? "";
  const unsubscribe = useUnsubscribe();
  useDocumentTitle(unsubscribe.isSuccess ? t`Unsubscribed` : t`Stop New Question E-mails`);

  if (unsubscribe.isSuccess) {
    return (
      // It replaces the button that had focus (docs/ux.md).
      <AuthCard title={t`Unsubscribed`} description={t`You will get no more new question e-mails.`} focusTitle>
        <p className="text-sm text-muted-foreground">
          <Trans>
            You can turn them back on at any time from your{" "}
            <Link href={paths.attorney} className="font-medium text-primary underline underline-offset-4">
              attorney dashboard
            </Link>
            .
          </Trans>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t`Stop New Question E-mails`}
      description={t`Stop the e-mails that tell you how many new questions are waiting for you?`}
    >
      <div className="grid gap-3">
        {token ? null : (
          <FormAlert message={t`This link is missing its code. Please use the full link from the e-mail.`} />
        )}
        <FormAlert
          message={
            unsubscribe.isError
              ? getErrorMessage(
                  unsubscribe.error,
                  t`This unsubscribe link is not valid. Please use the full link from the e-mail.`,
                )
              : null
          }
        />
        <Button
          disabled={!token}
          blocked={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
          className="w-full"
        >
          {unsubscribe.isPending ? t`Unsubscribing...` : t`Unsubscribe`}
        </Button>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Other e-mails, such as follow-ups and hold reminders on questions you claimed, are not affected.
          </Trans>
        </p>
      </div>
    </AuthCard>
  );
}
