import { Clock, Lock, Scale } from "lucide-react";

const benefits = [
  {
    icon: Lock,
    title: "Anonymous & Secure",
    text: "Ask anonymously if you like. Your identity is never revealed to attorneys, and your account details stay private.",
  },
  {
    icon: Scale,
    title: "Licensed Attorneys",
    text: "Every answer comes from a licensed attorney. We check each attorney's license and bar registration before they can answer.",
  },
  {
    icon: Clock,
    title: "Quick Responses",
    text: "Answers typically arrive within 24 hours, and you can follow every question on your dashboard.",
  },
];

export function Benefits() {
  return (
    <section aria-labelledby="benefits-heading" className="mx-auto max-w-content px-4 py-16 sm:px-6">
      <h2 id="benefits-heading" className="text-3xl font-bold tracking-tight">
        Why people ask here
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border border-border bg-card p-6 shadow-sm">
            <Icon aria-hidden="true" className="size-8 text-primary" />
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
