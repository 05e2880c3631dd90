import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { QueueItemDto } from "@shared/api/types";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { hasStatus } from "@/lib/api-client";
import { useQuestion } from "@/lib/api/question";
import { cn } from "@/lib/utils";

interface QueueCardTextProps {
  question: QueueItemDto;
  /** The card's title, which describes the button (docs/decisions/032). */
  titleId: string;
}

/**
 * The question's text on its queue card, three lines of it. "Read full question" shows all of it in place, before a
 * claim (docs/decisions/025). The card carries a preview of a long text (docs/decisions/052): the whole text is then
 * read from the question's detail, once, when the attorney asks for it, and that read is on the record like any
 * other attorney's read of a detail (docs/decisions/022).
 */
export function QueueCardText({ question, titleId }: QueueCardTextProps) {
  const { t } = useLingui();
  const contentId = `queue-question-${question.id}-content`;
  const [expanded, setExpanded] = useState(false);
  // Both lengths in characters (code points), as the server counts them.
  const isPreview = question.contentLength > [...question.content].length;
  const whole = useQuestion(question.id, { enabled: expanded && isPreview });
  const fetching = expanded && isPreview;
  const wholeText = isPreview ? whole.data?.content : question.content;
  const text = expanded && wholeText !== undefined ? wholeText : `${question.content}${isPreview ? "…" : ""}`;
  return (
    <div className="grid justify-items-start gap-1">
      <p
        id={contentId}
        lang={question.language}
        className={cn("text-sm whitespace-pre-wrap wrap-anywhere text-muted-foreground", !expanded && "line-clamp-3")}
        aria-busy={fetching && whole.isPending}
      >
        {text}
      </p>
      {fetching && whole.isPending ? <Spinner size="sm" label={t`Loading the whole question...`} showLabel /> : null}
      {fetching && whole.isError ? (
        <div role="alert" className="grid justify-items-start gap-1 text-sm">
          <p className="font-medium text-destructive">
            {hasStatus(whole.error, 404)
              ? t`This question is no longer waiting: another attorney may have claimed it.`
              : t`The whole question could not be loaded.`}
          </p>
          {hasStatus(whole.error, 404) ? null : (
            <Button variant="outline" size="sm" onClick={() => void whole.refetch()}>
              {t`Try Again`}
            </Button>
          )}
        </div>
      ) : null}
      {/* Every card has this button and Claim Question: each is described by its card's title, so a list of
          buttons tells them apart (docs/decisions/032). */}
      <Button
        variant="link"
        size="sm"
        className="h-auto px-0"
        aria-expanded={expanded}
        aria-controls={contentId}
        aria-describedby={titleId}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? t`Show less` : t`Read full question`}
      </Button>
    </div>
  );
}
