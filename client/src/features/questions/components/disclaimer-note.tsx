import { Info } from "lucide-react";

/** What the service is and is not, shown before a question is sent. */
export function DisclaimerNote() {
  return (
    <aside
      aria-labelledby="question-disclaimer-title"
      className="flex gap-3 rounded-md border border-warning bg-warning-soft p-4 text-sm"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning-strong" />
      <div className="grid gap-1">
        <h2 id="question-disclaimer-title" className="font-semibold text-warning-strong">
          Before you submit
        </h2>
        <p>
          Answers give general legal information only. They are not legal advice, and asking a question does not create
          an attorney-client relationship.
        </p>
        <p>
          If you want to stay anonymous, do not include names, addresses, case numbers or other details that could
          identify you.
        </p>
      </div>
    </aside>
  );
}
