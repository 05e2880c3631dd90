import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { landingAnchors } from "@shared/paths";

const steps = [
  {
    title: msg`Submit Your Question`,
    text: msg`Choose a legal category, describe your situation, and decide whether to show your name or stay anonymous.`,
  },
  {
    title: msg`Attorney Review`,
    text: msg`Licensed attorneys pick questions in their area of expertise, so yours is read by someone who knows that field.`,
  },
  {
    title: msg`Receive Your Answer`,
    text: msg`The attorney's answer appears on your dashboard. Once your question is being handled, you can ask a follow-up.`,
  },
];

export function HowItWorks() {
  const { t } = useLingui();
  return (
    <section id={landingAnchors.howItWorks} aria-labelledby="how-it-works-heading" className="bg-surface">
      <div className="mx-auto max-w-content px-4 py-16 sm:px-6">
        <h2 id="how-it-works-heading" className="text-3xl font-bold tracking-tight">
          <Trans>How It Works</Trans>
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => {
            const number = index + 1;
            return (
              <li key={step.title.id} className="rounded-lg border border-border bg-card p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold">
                  <span className="sr-only">{t`Step ${number}: `}</span>
                  {t(step.title)}
                </h3>
                <p className="mt-2 text-muted-foreground">{t(step.text)}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
