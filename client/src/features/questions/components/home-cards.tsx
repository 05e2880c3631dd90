import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ListChecks, ListTodo, MessageSquarePlus, Scale, ShieldCheck, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@shared/paths";

interface LinkCard {
  href: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  Icon: LucideIcon;
}

const ASK: LinkCard = {
  href: paths.submitQuestion,
  title: msg`Ask a Question`,
  description: msg`Get general legal information from a licensed attorney, anonymously if you prefer.`,
  Icon: MessageSquarePlus,
};
const QUEUE: LinkCard = {
  href: paths.questionQueue,
  title: msg`Question Queue`,
  description: msg`Browse questions waiting for an attorney and claim one to answer.`,
  Icon: ListTodo,
};
const ATTORNEY_DASHBOARD: LinkCard = {
  href: paths.attorneyDashboard,
  title: msg`Attorney Dashboard`,
  description: msg`See your claimed questions, your answers and your statistics.`,
  Icon: Scale,
};
const ALL_QUESTIONS: LinkCard = {
  href: paths.dashboard,
  title: msg`View All Questions`,
  description: msg`Every question you have asked: where each one stands, and its answer.`,
  Icon: ListChecks,
};

/**
 * Spec section 2, "Home": attorneys get the queue and their dashboard instead of asking. The spec's "user
 * dashboard" card and "View All Questions" led to the same list; they are one card now (docs/decisions/054).
 */
export function homeLinkCards(isAttorney: boolean): LinkCard[] {
  return [...(isAttorney ? [QUEUE, ATTORNEY_DASHBOARD] : [ASK]), ALL_QUESTIONS];
}

export function HomeCards({ isAttorney }: { isAttorney: boolean }) {
  const { i18n, t } = useLingui();
  return (
    <section aria-label={t`Quick links`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {homeLinkCards(isAttorney).map(({ href, title, description, Icon }) => (
        // The title's link covers the whole card, so the card is one tap target with one accessible name.
        <Card key={href} className="relative flex flex-col gap-3 p-5 transition-colors hover:border-primary">
          <Icon aria-hidden="true" className="size-6 text-primary" />
          <h2 className="text-lg font-semibold">
            <Link href={href} className="after:absolute after:inset-0 after:rounded-lg">
              {i18n._(title)}
            </Link>
          </h2>
          <p className="text-sm text-muted-foreground">{i18n._(description)}</p>
        </Card>
      ))}
      <Card className="flex flex-col gap-3 p-5">
        <ShieldCheck aria-hidden="true" className="size-6 text-primary" />
        <h2 className="text-lg font-semibold">
          <Trans>Your Privacy</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>Ask anonymously and your identity is never revealed to attorneys.</Trans>
        </p>
        <Button variant="outline" size="sm" disabled className="mt-auto self-start">
          <Trans>Learn More</Trans>
        </Button>
      </Card>
    </section>
  );
}
