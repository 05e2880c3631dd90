import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useSearch } from "wouter";
import { Card, CardContent } from "@/components/ui/card";
import { paths } from "@shared/paths";
import { ApplicationForm } from "@/features/attorneys/components/application-form";
import { ApplicationSubmitted } from "@/features/attorneys/components/application-submitted";
import { ApplicationConfirmed } from "@/features/attorneys/components/application-confirmed";
import { ConfirmationFailed } from "@/features/attorneys/components/confirmation-result";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useAttorneyProfile, useAuth } from "@/lib/auth";

export function ApplyAttorneyPage() {
  const { t } = useLingui();
  // Whether the application was made signed out, and so waits for its e-mailed link; null until submitted.
  const [submitted, setSubmitted] = useState<{ signedOut: boolean } | null>(null);
  const { profile } = useAttorneyProfile();
  const { user } = useAuth();
  const query = new URLSearchParams(useSearch());
  const confirmed = query.get("confirmed");
  useDocumentTitle(
    submitted ? t`Application Submitted` : confirmed === "1" ? t`Application Confirmed` : t`Apply as an Attorney`,
  );

  if (submitted) return <ApplicationSubmitted needsConfirmation={submitted.signedOut} />;
  // The e-mailed link worked: what happens next, not the blank form again (docs/decisions/035).
  if (confirmed === "1") {
    return (
      <ApplicationConfirmed
        email={query.get("email")}
        hasAccount={query.get("account") === "1"}
        signedIn={user !== null}
        hasProfile={Boolean(profile)}
      />
    );
  }
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Apply as an Attorney</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>
            Help people understand their legal questions. Tell us about your license, education and practice; an admin
            reviews each application manually.
          </Trans>
        </p>
      </header>
      {confirmed === "0" ? <ConfirmationFailed /> : null}
      {profile ? (
        <Card role="status">
          <CardContent className="grid gap-2 p-6">
            <p className="font-semibold">
              <Trans>You have already applied as an attorney.</Trans>
            </p>
            <p className="text-sm text-muted-foreground">
              {profile.isApproved ? t`Your application has been approved.` : t`Your application is under review.`}{" "}
              <Link href={paths.attorney} className="font-medium text-primary underline underline-offset-4">
                <Trans>Go to the Attorney Dashboard</Trans>
              </Link>
            </p>
          </CardContent>
        </Card>
      ) : (
        <ApplicationForm onSubmitted={() => setSubmitted({ signedOut: user === null })} />
      )}
    </div>
  );
}
