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
  const address = email ? <span className="font-medium text-foreground wrap-anywhere">{email}</span> : null;
  let step;
  if (signedIn && hasProfile) {
    step = (
      <Button asChild>
        <Link href={paths.attorney}>Go to the Attorney Dashboard</Link>
      </Button>
    );
  } else if (signedIn) {
    step = (
      <p className="text-muted-foreground">
        It joins the account that has {address ?? "the address you applied with"} once that account&apos;s e-mail is
        confirmed.
      </p>
    );
  } else if (hasAccount) {
    step = (
      <>
        <p className="text-muted-foreground">
          You already have an account with {address ?? "this address"}. Sign in with it: your application joins it once
          the account&apos;s e-mail is confirmed, and you answer questions from it once approved.
        </p>
        <Button asChild>
          <Link href={paths.login}>Sign In</Link>
        </Button>
      </>
    );
  } else {
    step = (
      <>
        <p className="text-muted-foreground">
          Meanwhile, create your account with {address ?? "the address you applied with"}. Your application joins it
          once you confirm the account&apos;s e-mail, and you answer questions from it once approved.
        </p>
        <Button asChild>
          <Link href={registerWithEmail(email)}>Create your account with this address</Link>
        </Button>
      </>
    );
  }
  return (
    <Card className="mx-auto max-w-2xl">
      <CardContent className="grid justify-items-center gap-4 p-8 text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-success-strong" />
        <h1 className="text-3xl font-bold tracking-tight">Your application is confirmed</h1>
        <p className="text-muted-foreground">
          It is now with our reviewers. They check your license number and bar registration by hand; review takes 2-3
          business days, and we will send you an email once it is complete.
        </p>
        {step}
      </CardContent>
    </Card>
  );
}
