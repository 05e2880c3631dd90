import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Clock, Scale } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { paths } from "@shared/paths";
import type { LegalAidResourceDto, QuestionDetailDto } from "@shared/api/types";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DateText } from "@/features/questions/components/format-date";
import { statusDetail } from "@/features/questions/components/question-status";
import { LegalAidLinks } from "@/features/questions/components/legal-aid-links";
import { useNoVolunteerSentence } from "@/features/questions/components/no-volunteer";
import { ANSWER_DISCLAIMER } from "@/lib/answer-disclaimer";

// Spec section 4's longer status wording leads each notice.
const WAITING: Record<string, MessageDescriptor> = {
  pending: msg`A licensed attorney will pick up this question soon; answers typically arrive within 24 hours.`,
  claimed: msg`An attorney is working on this question now; the answer will appear here, typically within 24 hours.`,
};

/** The answer's card, which takes focus when the asker withdraws or closes the question (docs/decisions/032). */
export const QUESTION_OUTCOME_ID = "question-outcome";

/**
 * The attorney's response with its optional disclaimer and date; or a waiting notice; or, when no answer will
 * come, why not and where else to turn (docs/decisions/020). The waiting notice and the reasons are the asker's;
 * an attorney reads what they can do instead (`attorneyPanel`) or plain facts (docs/decisions/057).
 */
export function AnswerSection({
  question,
  attorneyPanel,
}: {
  question: Pick<
    QuestionDetailDto,
    "status" | "answer" | "resources" | "state" | "language" | "isYours" | "isYourClaim"
  >;
  /** In place of the waiting notice, for an attorney who may claim or answer the question. */
  attorneyPanel?: ReactNode;
}) {
  const { i18n } = useLingui();
  const { answer } = question;
  // A waiting question nobody may answer yet tells its asker so, instead of promising an answer within 24 hours.
  const nobody = useNoVolunteerSentence(
    question.status === "pending" && question.isYours ? question.state : null,
    question.language,
  );
  const waiting = WAITING[question.status];
  return (
    <Card id={QUESTION_OUTCOME_ID}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Scale aria-hidden="true" className="size-5 text-primary" />
          <Trans>Attorney Response</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {answer ? (
          <>
            <p lang={question.language} className="whitespace-pre-wrap wrap-anywhere leading-relaxed">
              {answer.content}
            </p>
            {answer.includeDisclaimer ? (
              <p role="note" className="rounded-md border border-border bg-muted p-3 text-sm text-muted-foreground">
                <strong className="font-semibold text-foreground">
                  <Trans>Disclaimer:</Trans>
                </strong>{" "}
                {i18n._(ANSWER_DISCLAIMER)}
              </p>
            ) : null}
            <p className="text-sm text-muted-foreground">
              {/* Attorneys are never named to the people who ask, and an answer outlives its author's account
                  (docs/decisions/022): every answer is by "a volunteer attorney", except to its author. */}
              {question.isYourClaim ? (
                <Trans>
                  You sent this answer on <DateText value={answer.createdAt} />
                </Trans>
              ) : (
                <Trans>
                  Answered by a volunteer attorney on <DateText value={answer.createdAt} />
                </Trans>
              )}
            </p>
          </>
        ) : question.status === "expired" ? (
          question.isYours ? (
            <NoAttorneyAvailable resources={question.resources ?? []} />
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>No volunteer attorney answered this question in time, so it closed without an answer.</Trans>
            </p>
          )
        ) : question.status === "withdrawn" ? (
          <p className="text-sm text-muted-foreground">
            {question.isYours ? (
              <Trans>
                You withdrew this question, so no attorney will answer it. You can ask a new question at any time.
              </Trans>
            ) : (
              <Trans>Its asker withdrew this question, so no attorney will answer it.</Trans>
            )}
          </p>
        ) : attorneyPanel ? (
          attorneyPanel
        ) : (
          <div className="flex gap-3 rounded-md bg-primary-soft p-4 text-sm">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="grid gap-1">
              <p className="font-semibold">
                <Trans>Waiting for an attorney's response</Trans>
              </p>
              <p>
                {waiting ? (
                  <>
                    <strong className="font-semibold">{statusDetail(i18n, question.status)}.</strong>{" "}
                    {nobody ?? i18n._(waiting)}
                  </>
                ) : (
                  <Trans>The answer will appear here once an attorney responds.</Trans>
                )}
              </p>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function NoAttorneyAvailable({ resources }: { resources: LegalAidResourceDto[] }) {
  return (
    <div className="grid gap-3 text-sm">
      <p className="font-semibold">
        <Trans>Closed — no attorney was available</Trans>
      </p>
      <p>
        <Trans>
          We&apos;re sorry: no volunteer attorney was able to answer your question in time. These free services may be
          able to help you:
        </Trans>
      </p>
      <LegalAidLinks resources={resources} />
      <p>
        <Trans>
          You are welcome to{" "}
          <Link href={paths.submitQuestion} className="font-medium text-primary underline underline-offset-4">
            ask again
          </Link>
          .
        </Trans>
      </p>
    </div>
  );
}
