import { useEffect, useRef } from "react";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { translateServerMessage } from "@shared/i18n/server-messages";

export interface SummaryItem {
  /** The id of the control to go to. */
  id: string;
  message: string;
}

/**
 * docs/decisions/025: "There is a problem", at the top of a long form, with a link to each field in error. It takes
 * focus after each failed submit (`attempt` changes), so keyboard and screen-reader users start from the list. Its
 * messages come from the validators in English and are shown in the page's language (docs/decisions/040).
 */
export function ErrorSummary({ items, attempt }: { items: SummaryItem[]; attempt: number }) {
  const { i18n } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const shown = items.length > 0;
  useEffect(() => {
    if (shown && attempt > 0) box.current?.focus();
    // Only a new attempt moves focus; fixing a field (items changing) must not pull focus away from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (!shown) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      data-testid="error-summary"
      className="grid gap-2 rounded-md border-2 border-destructive bg-background p-4 outline-none focus-visible:ring-4 focus-visible:ring-ring"
    >
      <h2 id="error-summary-title" className="text-lg font-semibold">
        <Trans>There is a problem</Trans>
      </h2>
      <ul className="grid gap-1">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="font-medium text-destructive underline underline-offset-4"
              onClick={(event) => {
                const target = document.getElementById(item.id);
                if (!target) return;
                event.preventDefault();
                target.focus();
                target.scrollIntoView?.({ block: "center" });
              }}
            >
              {translateServerMessage(item.message, i18n.locale)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
