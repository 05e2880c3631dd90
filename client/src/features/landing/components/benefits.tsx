import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Clock, Lock, Scale } from "lucide-react";

const benefits = [
  {
    icon: Lock,
    title: msg`Anonymous & Secure`,
    // True whatever the asker chooses (docs/ux.md: no promise the service cannot keep): a question that shows the name
    // shows the claiming attorney the name alone, never the e-mail address or the account.
    text: msg`Ask anonymously if you like, and attorneys never see your name. Your e-mail address and account details are never shown to them.`,
  },
  {
    icon: Scale,
    title: msg`Licensed Attorneys`,
    text: msg`Every answer comes from a licensed attorney. We check each attorney's license and bar registration before they can answer.`,
  },
  {
    icon: Clock,
    title: msg`Quick Responses`,
    text: msg`Answers typically arrive within 24 hours, and you can follow every question on your dashboard.`,
  },
];

export function Benefits() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="benefits-heading" className="mx-auto max-w-content px-4 py-16 sm:px-6">
      <h2 id="benefits-heading" className="text-3xl font-bold tracking-tight">
        <Trans>Why people ask here</Trans>
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title.id} className="rounded-lg border border-border bg-card p-6 shadow-sm">
            <Icon aria-hidden="true" className="size-8 text-primary" />
            <h3 className="mt-4 text-lg font-semibold">{t(title)}</h3>
            <p className="mt-2 text-muted-foreground">{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
