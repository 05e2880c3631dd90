import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, type ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Link } from "wouter";
import type { z } from "zod";
import type { ClaimedQuestionDto } from "@shared/api/types";
import { formatDate } from "@shared/format/date";
import { ANSWER_MIN, answerSchema, type AnswerInput } from "@shared/validators";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { questionAnswerPath } from "@shared/paths";
import { toast } from "@/hooks/use-toast";
import { hasStatus } from "@/lib/api-client";
import { isUnauthorizedError, toastApiError } from "@/lib/unauthorized";
import { useClaimedQuestions } from "@/features/queue/api/get-claimed-questions";
import { useQuestion } from "@/lib/api/question";
import { useSubmitAnswer } from "@/features/queue/api/submit-answer";

export const DISCLAIMER_TEXT =
  "This response provides general legal information only. It is not legal advice and does not create an attorney-client relationship.";

interface ComposeAnswerProps {
  questionId: number;
  /** Leaves the view (Cancel, or after a successful answer). */
  onClose: () => void;
}

/** Compose Answer (spec section 2), for one of the attorney's own claims. */
export function ComposeAnswer({ questionId, onClose }: ComposeAnswerProps) {
  const claimed = useClaimedQuestions();
  const listed = claimed.items.find((q) => q.id === questionId);
  // A claim older than the pages loaded so far (a reload of ?answer=<id>): the detail shows the claiming attorney
  // their question. A pending one is nobody's claim; who may answer is still the server's call.
  const needDetail = !claimed.isPending && !listed;
  const detail = useQuestion(questionId, { enabled: needDetail });
  const question: ClaimedQuestionDto | undefined =
    listed ?? (detail.data?.status === "pending" ? undefined : detail.data);
  const unauthorized = [claimed.error, detail.error].some(isUnauthorizedError);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = Boolean(question);
  const failed = claimed.isError || (detail.isError && !hasStatus(detail.error, 404));

  // The view replaces what was on screen (a card, a list): take keyboard focus to it.
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready]);

  let body;
  if (claimed.isLoading || (needDetail && detail.isPending) || unauthorized) {
    body = <Spinner label="Loading question..." showLabel className="py-8" />;
  } else if (!question) {
    body = (
      <Notice
        title="This question is not waiting for your answer"
        text={
          failed
            ? "We couldn't load your claimed questions. Please try again."
            : "It is not among the questions you have claimed."
        }
        onClose={onClose}
      />
    );
  } else if (question.status === "answered") {
    body = (
      <Notice title="You have already answered this question" text="Each question takes one answer." onClose={onClose}>
        <Button asChild variant="outline">
          <Link href={questionAnswerPath(question.id)}>View Answer</Link>
        </Button>
      </Notice>
    );
  } else {
    body = <AnswerForm question={question} onClose={onClose} />;
  }

  return (
    <section aria-labelledby="compose-answer-title" className="grid gap-6">
      <h2 id="compose-answer-title" ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        Compose Answer
      </h2>
      {body}
    </section>
  );
}

function Notice({
  title,
  text,
  onClose,
  children,
}: {
  title: string;
  text: string;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <Card role="status">
      <CardContent className="grid justify-items-start gap-3 p-6">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground">{text}</p>
        <div className="flex gap-3">
          {children}
          <Button variant="outline" onClick={onClose}>
            Back
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function QuestionSummary({ question }: { question: ClaimedQuestionDto }) {
  // The detail adds the category and, as the claiming attorney sees it, the asker's name unless anonymous.
  const detail = useQuestion(question.id);
  const asker = detail.data
    ? detail.data.isAnonymous
      ? "Anonymous User"
      : detail.data.asker
        ? `Asked by ${[detail.data.asker.firstName, detail.data.asker.lastName].filter(Boolean).join(" ")}`
        : "Registered User"
    : null;
  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {detail.data?.categoryName ? <Badge variant="info">{detail.data.categoryName}</Badge> : null}
          {asker ? <span>{asker}</span> : null}
          {question.claimedAt ? <span>Claimed {formatDate(question.claimedAt)}</span> : null}
        </div>
        <h3 className="text-lg font-semibold">{question.title}</h3>
      </CardHeader>
      <CardContent>
        <p className="whitespace-pre-wrap text-sm leading-relaxed">{question.content}</p>
      </CardContent>
    </Card>
  );
}

type FormValues = z.input<typeof answerSchema>;

function AnswerForm({ question, onClose }: { question: ClaimedQuestionDto; onClose: () => void }) {
  const submit = useSubmitAnswer();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, AnswerInput>({
    resolver: zodResolver(answerSchema),
    defaultValues: { content: "", includeDisclaimer: true },
  });
  const content = useWatch({ control, name: "content" }) ?? "";
  const error = errors.content?.message;
  const counterId = "answer-content-counter";

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submit.mutateAsync({ questionId: question.id, ...values });
    } catch (err) {
      toastApiError(err, "Failed to submit answer. Please try again.");
      if (hasStatus(err, 409)) onClose();
      return;
    }
    toast({ title: "Answer Submitted", description: "Your answer has been posted. The user will be notified." });
    onClose();
  });

  return (
    <div className="grid gap-6">
      <QuestionSummary question={question} />
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField id="answer-content" label="Your Answer" error={error}>
          <Textarea
            rows={10}
            {...register("content")}
            {...fieldAria("answer-content", error)}
            aria-describedby={[counterId, error ? "answer-content-error" : null].filter(Boolean).join(" ")}
          />
          <p id={counterId} className="text-xs text-muted-foreground">
            {content.length} characters (minimum {ANSWER_MIN})
          </p>
        </FormField>

        <div className="grid gap-1">
          <div className="flex items-center gap-3">
            <Controller
              control={control}
              name="includeDisclaimer"
              render={({ field }) => (
                <Checkbox
                  id="answer-disclaimer"
                  checked={field.value ?? true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  aria-describedby="answer-disclaimer-text"
                />
              )}
            />
            <Label htmlFor="answer-disclaimer">Include standard legal disclaimer</Label>
          </div>
          <p id="answer-disclaimer-text" className="pl-8 text-xs text-muted-foreground">
            {DISCLAIMER_TEXT}
          </p>
        </div>

        <section
          aria-labelledby="answer-guidelines-title"
          className="rounded-md border border-border bg-muted/40 p-4 text-sm"
        >
          <h3 id="answer-guidelines-title" className="mb-2 font-semibold">
            Answer Guidelines
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            <li>Give general legal information, not advice about the person's specific case.</li>
            <li>Do not suggest an attorney-client relationship; point to a local attorney when one is needed.</li>
            <li>Be clear and kind: plain words, short steps, and no jargon.</li>
          </ul>
        </section>

        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Submitting..." : "Submit Answer"}
          </Button>
        </div>
      </form>
    </div>
  );
}
