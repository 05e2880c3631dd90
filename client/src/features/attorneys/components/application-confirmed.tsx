import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2 } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { paths } from "@shared/paths";

interface ApplicationConfirmedProps {
  /** The confirmed application's address, from the link's way back; null if it did not come. */
  email: string | null;
  /** An account already has the address. */
  hasAccount: boolean;
  /** Who is signed in here, if anyone, and whether their account holds an attorney profile. */
  signedIn: boolean;
  hasProfile: boolean;
}

/** The register screen with the address filled in. */
export const registerWithEmail = (email: string | null) =>
  email ? `${paths.register}?${new URLSearchParams({ email }).toString()}` : paths.register;

/**
 * Where a signed-out application's confirmation link lands (docs/decisions/035): instead of the blank form again,
 * what happens next and the one step that is the applicant's: an account with the same address, which the
 * application joins once that address is confirmed.
 */
export function ApplicationConfirmed({ email, hasAccount, signedIn, hasProfile }: ApplicationConfirmedProps) {
  const { t } = useLingui();
  const address = email ? <span className="font-medium text-foreground wrap-anywhere">{email}</span> : null;
  const appliedWith = address ?? t`the address you applied with`;
  const thisAddress = address ?? t`this address`;
  let step;
  if (signedIn && hasProfile) {
    step = (
      <Button asChild>
        <Link href={paths.attorney}>
          <Trans>Go to the Attorney Dashboard</Trans>
        </Link>
      </Button>
    );
  } else if (signedIn) {
    step = (
      <p className="text-muted-foreground">
        <Trans>It joins the account that has {appliedWith} once that account&apos;s e-mail is confirmed.</Trans>
      </p>
    );
  } else if (hasAccount) {
    step = (
      <>
        <p className="text-muted-foreground">
          <Trans>
            You already have an account with {thisAddress}. Sign in with it: your application joins it once the
            account&apos;s e-mail is confirmed, and you answer questions from it once approved.
          </Trans>
        </p>
        <Button asChild>
          <Link href={paths.login}>
            <Trans>Sign In</Trans>
          </Link>
        </Button>
      </>
    );
  } else {
    step = (
      <>
        <p className="text-muted-foreground">
          <Trans>
            Meanwhile, create your account with {appliedWith}. Your application joins it once you confirm the
            account&apos;s e-mail, and you answer questions from it once approved.
          </Trans>
        </p>
        <Button asChild>
          <Link href={registerWithEmail(email)}>
            <Trans>Create your account with this address</Trans>
          </Link>
        </Button>
      </>
    );
  }
  return (
    <Card className="mx-auto max-w-2xl">
      <CardContent className="grid justify-items-center gap-4 p-8 text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-success-strong" />
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Your application is confirmed</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>
            It is now with our reviewers. They check your license number and bar registration by hand; review takes 2-3
            business days, and we will send you an email once it is complete.
          </Trans>
        </p>
        {step}
      </CardContent>
    </Card>
  );
}
