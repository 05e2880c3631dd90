import { Trans } from "@lingui/react/macro";
import { Info } from "lucide-react";

/**
 * What the service is and is not, shown before a question is sent. (What not to write is said once, above the text
 * box; the box says it no more, so the form stays short on a phone: docs/decisions/034.)
 */
export function DisclaimerNote() {
  return (
    <aside
      aria-labelledby="question-disclaimer-title"
      className="flex gap-3 rounded-md border border-warning bg-warning-soft p-3 text-sm sm:p-4"
    >
      <Info aria-hidden="true" className="mt-0.5 hidden size-5 shrink-0 text-warning-strong sm:block" />
      <div>
        <h2 id="question-disclaimer-title" className="inline font-semibold text-warning-strong">
          <Trans>Before you submit:</Trans>
        </h2>{" "}
        <p className="inline">
          <Trans>
            Answers give general legal information only. They are not legal advice, and asking a question does not
            create an attorney-client relationship.
          </Trans>
        </p>
      </div>
    </aside>
  );
}
