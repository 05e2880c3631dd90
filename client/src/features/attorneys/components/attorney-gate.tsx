import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { attorneyProfileQueryKey, useAttorneyProfile, useAuth } from "@/lib/auth";
import { AccessDenied } from "@/features/attorneys/components/access-denied";
import { AccessEnded } from "@/features/attorneys/components/access-ended";
import { ApplicationUnderReview } from "@/features/attorneys/components/application-under-review";
import { ConfirmEmailFirst } from "@/features/attorneys/components/confirm-email-first";
import { isUnauthorizedError } from "@/lib/api-errors";

/** Why an applicant is refused an approved attorney's screen, under the spec's Access Denied text (docs/decisions/035). */
export const UNDER_REVIEW_REASON = msg`Your attorney application is still under review. This page opens once an admin approves it, and we will e-mail you then.`;

/**
 * Why an attorney whose approval an admin ended is refused those screens: never that their application is under review,
 * which nobody is reviewing (docs/decisions/033).
 */
/**
 * An account whose address is not confirmed holds no application yet: one made with that address joins the account when
 * the address is confirmed (docs/decisions/014). Said to every such account, so it reveals no application.
 */
export const CONFIRM_TO_JOIN_REASON = msg`If you applied as an attorney with this account's e-mail address, confirm the address first: your application joins this account then.`;

export const ACCESS_ENDED_REASON = msg`An administrator ended your approval to answer questions. Your dashboard says more, and how to ask for it back.`;

interface AttorneyGateProps {
  /** The page's h1, shown in every state so each screen keeps one title. */
  title: string;
  description?: ReactNode;
  loadingText: string;
  /**
   * "attorney": any profile passes, an unapproved one sees 'Application Under Review' (the dashboard), a revoked one
   * that their access ended (docs/decisions/033).
   * "approved": only an approved profile passes; everyone else sees Access Denied (queue, claimed questions).
   */
  require: "attorney" | "approved";
  deniedMessage: string;
  homeStyle?: "link" | "button";
  /**
   * The open screen brings its own h1 (Compose Answer, docs/decisions/035): once the gate lets the attorney in, its
   * title and description are left out. Every refusal still carries the title.
   */
  contentHasHeading?: boolean;
  children: ReactNode;
}

/**
 * Spec section 6: the attorney screens' states, decided by the linked attorney profile. An approved attorney
 * whose account's e-mail is not confirmed has no attorney powers yet (docs/decisions/014) and is told why.
 */
export function AttorneyGate({
  title,
  description,
  loadingText,
  require,
  deniedMessage,
  homeStyle,
  contentHasHeading = false,
  children,
}: AttorneyGateProps) {
  const { i18n } = useLingui();
  const { profile, isLoading, isApproved, error } = useAttorneyProfile();
  const { user } = useAuth();
  const unauthorized = isUnauthorizedError(error);

  let content: ReactNode;
  if (isLoading || unauthorized) {
    content = <Spinner label={loadingText} showLabel size="lg" className="py-12" />;
  } else if (error) {
    content = <ProfileError />;
  } else if (!profile || (require === "approved" && !isApproved)) {
    content = (
      <AccessDenied
        message={deniedMessage}
        homeStyle={homeStyle}
        reason={
          profile
            ? i18n._(profile.revokedAt ? ACCESS_ENDED_REASON : UNDER_REVIEW_REASON)
            : user && !user.emailVerified
              ? i18n._(CONFIRM_TO_JOIN_REASON)
              : undefined
        }
      />
    );
  } else if (!isApproved) {
    content = profile.revokedAt ? (
      <AccessEnded revokedAt={profile.revokedAt} />
    ) : (
      <ApplicationUnderReview unconfirmedEmail={profile.emailVerified ? undefined : profile.email} />
    );
  } else if (!profile.emailVerified) {
    content = <ConfirmEmailFirst email={profile.email} />;
  } else {
    content = children;
  }

  const showIntro = !isLoading && !error && isApproved && profile?.emailVerified === true;
  if (showIntro && contentHasHeading) return <div className="grid gap-6">{content}</div>;
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {showIntro && description ? <p className="text-muted-foreground">{description}</p> : null}
      </header>
      {content}
    </div>
  );
}

function ProfileError() {
  const queryClient = useQueryClient();
  return (
    <Card role="alert" className="mx-auto max-w-xl">
      <CardContent className="grid justify-items-center gap-3 p-8 text-center">
        <p className="font-semibold">
          <Trans>We couldn't load your attorney profile.</Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>Please check your connection and try again.</Trans>
        </p>
        <Button
          variant="outline"
          onClick={() => void queryClient.refetchQueries({ queryKey: attorneyProfileQueryKey })}
        >
          <Trans>Try Again</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}
