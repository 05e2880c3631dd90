import { Trans, useLingui } from "@lingui/react/macro";
import { Inbox } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { hasStatus } from "@/lib/api-client";
import { hasServerMessage, isUnauthorizedError, toastApiError } from "@/lib/api-errors";
import { focusElement, focusNearbyHeadingOnceGone } from "@/lib/focus";
import { POSSIBLE_CONFLICT } from "@shared/api/messages";
import { useCategories } from "@/lib/api/categories";
import { categoryName, questionCategoryName } from "@/lib/category-name";
import type { QueueItemDto } from "@shared/api/types";
import {
  useQueue,
  type CategoryFilter as Filter,
  type StateFilter as StateFilterValue,
} from "@/features/queue/api/get-queue";
import { useLicenses } from "@/lib/api/licenses";
import { ConflictDialog } from "@/features/queue/components/conflict-dialog";
import { StateFilter } from "@/features/queue/components/state-filter";
import { useClaimQuestion } from "@/features/queue/api/claim-question";
import { CategoryFilter } from "@/features/queue/components/category-filter";
import { QueueCard } from "@/features/queue/components/queue-card";
import { RetryCard } from "@/features/queue/components/retry-card";
import { useFocusNextPage } from "@/hooks/use-focus-next-page";

/** The approved attorney's queue: filter, cards, claim (spec section 2). */
export function QuestionQueue({ onClaimed }: { onClaimed: (questionId: number) => void }) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<Filter>("all");
  const [state, setState] = useState<StateFilterValue>("all");
  const [confirming, setConfirming] = useState<QueueItemDto | null>(null);
  const categories = useCategories();
  const licenses = useLicenses();
  const verifiedStates = licenses.data?.filter((l) => l.status === "verified").map((l) => l.state) ?? [];
  const queue = useQueue({ categoryId: filter, state });
  const claim = useClaimQuestion();
  const unauthorized = isUnauthorizedError(queue.error);
  const list = useRef<HTMLUListElement>(null);
  const section = useRef<HTMLElement>(null);
  const loadMore = useFocusNextPage(list, queue.items.length);

  // A question without a (known) category is shown as General, the spec's fallback. If the names could not be
  // loaded at all, the cards go without a badge rather than call every question General.
  // Each is named in the page's language (docs/decisions/038).
  const categoryLabel = (id: number | null) => {
    if (!categories.data) return null;
    const category = categories.data.find((c) => c.id === id);
    return category ? categoryName(i18n, category) : questionCategoryName(i18n, { categoryName: null });
  };

  // Each claim's own outcome, even when another card's Claim is pressed before it returns (mutate's callbacks would run
  // for the latest call only, losing the first claim's toast and its move to Compose Answer).
  const claimNow = (questionId: number, confirmNoConflict = false) => {
    // What was pressed (the card's Claim, or the conflict dialog's): a refusal that takes the page away takes it too.
    const pressed = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    void claim.mutateAsync({ id: questionId, confirmNoConflict }).then(
      () => {
        toast({ title: t`Question Claimed`, description: t`Compose your answer below.` });
        onClaimed(questionId);
      },
      (error: unknown) => {
        toastApiError(error, t`Failed to claim question`);
        // Someone else was quicker, or the question is gone: its card leaves with the refetch, and its Claim button
        // with it. Focus goes to the list, whose next Tab reaches the next card, not to the page's body (docs/ux.md).
        const gone = hasStatus(error, 404) || (hasStatus(error, 409) && !hasServerMessage(error, POSSIBLE_CONFLICT));
        if (gone && section.current) focusElement(section.current);
        // Not allowed any more (an admin ended the approval): the profile is read again and the page says so in place
        // of the queue; focus goes to its heading once the queue has gone, not to the page's body.
        else if (hasStatus(error, 403) && pressed) focusNearbyHeadingOnceGone(pressed);
      },
    );
  };
  // A possible conflict is confirmed in a dialog first (docs/decisions/018).
  const onClaim = (question: QueueItemDto) =>
    question.possibleConflict ? setConfirming(question) : claimNow(question.id);

  let body;
  // Cards wait for the category names too, so a badge never shows the fallback before the real name.
  if (queue.isLoading || categories.isLoading || unauthorized) {
    body = <Spinner label={t`Loading questions...`} showLabel className="py-8" />;
  } else if (queue.isError && !queue.data) {
    // Only a first page that failed replaces the list: a failed Load More keeps what is shown (docs/ux.md).
    body = <RetryCard message={t`We couldn't load the question queue.`} onRetry={() => void queue.refetch()} />;
  } else if (queue.items.length === 0) {
    body = (
      <Card>
        <CardContent className="grid justify-items-center gap-2 p-10 text-center">
          <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="text-xl font-semibold">
            <Trans>No Questions Available</Trans>
          </h2>
          <p className="text-muted-foreground">
            {filter === "all" && state === "all"
              ? t`No questions are waiting for you right now. New questions appear here as people ask them.`
              : // Names only the filters on screen: the state filter shows for more than one verified state.
                verifiedStates.length > 1
                ? t`No questions are waiting for this filter. Try All Categories and All my states.`
                : t`No questions are waiting for this filter. Try All Categories.`}
          </p>
        </CardContent>
      </Card>
    );
  } else {
    body = (
      <>
        <ul ref={list} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {queue.items.map((q) => (
            <QueueCard
              key={q.id}
              question={q}
              categoryName={categoryLabel(q.categoryId)}
              claiming={claim.isPending && claim.variables.id === q.id}
              onClaim={() => onClaim(q)}
            />
          ))}
        </ul>
        {queue.isFetchNextPageError && !queue.isFetchingNextPage ? (
          <p role="alert" className="justify-self-center text-sm text-muted-foreground">
            <Trans>We couldn&apos;t load more questions. Please try again.</Trans>
          </p>
        ) : null}
        {queue.hasNextPage ? (
          <Button
            variant="outline"
            className="justify-self-center"
            blocked={queue.isFetchingNextPage}
            onClick={() => loadMore(queue.fetchNextPage)}
          >
            {queue.isFetchingNextPage ? t`Loading...` : t`Load More Questions`}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 sm:max-w-2xl">
        <CategoryFilter value={filter} categories={categories.data ?? []} onChange={setFilter} />
        {verifiedStates.length > 1 ? <StateFilter value={state} states={verifiedStates} onChange={setState} /> : null}
      </div>
      <section
        ref={section}
        id="available-questions"
        aria-label={t`Available questions`}
        aria-busy={queue.isFetching}
        className="grid gap-4"
      >
        {body}
      </section>
      <ConflictDialog
        question={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(q) => {
          setConfirming(null);
          claimNow(q.id, true);
        }}
      />
    </div>
  );
}
