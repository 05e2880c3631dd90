import {
  ArrowLeft,
  CalendarClock,
  CalendarDays,
  Eye,
  EyeOff,
  MapPin,
  Scale,
  ShieldAlert,
  Tag,
  UserRound,
} from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { QuestionDetailDto, Role } from "@shared/api/types";
import { SafetyLine } from "@/components/layout/safety-line";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { AnswerSection } from "@/features/questions/components/answer-section";
import { BACK } from "@/features/questions/components/back-links";
import { AskerActions } from "@/features/questions/components/asker-actions";
import { FollowUpSection } from "@/features/questions/components/follow-up-section";
import { DateText } from "@/features/questions/components/format-date";
import { attorneySees } from "@/features/questions/components/privacy-choice";
import { QuestionStatusBadge } from "@/features/questions/components/question-status";
import { questionCategoryName } from "@/lib/category-name";
import { useAuth } from "@/lib/auth";
import { useRoleView } from "@/lib/role-view";
import { useFormat } from "@/lib/format";

/**
 * Where the page's back link leads: the asker to their questions; anyone else to where they came from, an admin to
 * the panel, an attorney to the queue for a waiting question, else to their claims.
 */
function backTo(question: Pick<QuestionDetailDto, "isYours" | "status">, view: Role) {
  if (question.isYours) return BACK.mine;
  if (view === "admin") return BACK.admin;
  return question.status === "pending" ? BACK.queue : BACK.claimed;
}

/**
 * Spec section 2, "Question detail": the question, then the answer, then the follow-ups. `attorneyPanel` is what an
 * attorney may do with it (claim it, or answer or release their claim), in place of the asker's waiting notice.
 */
export function QuestionDetailView({
  question,
  attorneyPanel,
}: {
  question: QuestionDetailDto;
  attorneyPanel?: ReactNode;
}) {
  const { i18n, t } = useLingui();
  const { deadlineTypeLabel, formatDate, stateName } = useFormat();
  const { user } = useAuth();
  const { view } = useRoleView();
  const back = backTo(question, view);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Link
        href={back.href}
        className="inline-flex items-center gap-1.5 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {i18n._(back.label)}
      </Link>
      <Card>
        <CardHeader className="gap-3">
          <QuestionStatusBadge status={question.status} className="self-start" />
          {/* The asker's words are marked with their own language, which may not be the page's (WCAG 3.1.2). */}
          <h1
            lang={question.language}
            className="text-2xl font-bold leading-tight tracking-tight wrap-anywhere sm:text-3xl"
          >
            {question.title}
          </h1>
          <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            <Meta Icon={CalendarDays} term={t`Asked`}>
              <DateText value={question.createdAt} />
            </Meta>
            {question.answeredAt ? (
              <Meta Icon={CalendarDays} term={t`Answered`}>
                <DateText value={question.answeredAt} />
              </Meta>
            ) : null}
            <Meta Icon={Tag} term={t`Category`}>
              {questionCategoryName(i18n, question)}
            </Meta>
            <Meta Icon={question.isAnonymous ? EyeOff : UserRound} term={t`Asked by`}>
              {question.isAnonymous ? t`Anonymous` : t`Registered User`}
            </Meta>
            {question.isYours ? (
              <Meta Icon={Eye} term={t`The attorney will see`}>
                {attorneySees(i18n, question.isAnonymous, user)}
              </Meta>
            ) : null}
            {question.safetyConcern && !question.isYours ? (
              <Meta Icon={ShieldAlert} term={t`Safety concern`}>
                <Trans>the asker said they are not safe right now</Trans>
              </Meta>
            ) : null}
            {question.state ? (
              <Meta Icon={MapPin} term={t`State`}>
                {stateName(question.state)}
              </Meta>
            ) : null}
            {question.deadline ? (
              <Meta Icon={CalendarClock} term={deadlineTypeLabel(question.deadlineType)}>
                <time dateTime={question.deadline}>{formatDate(`${question.deadline}T12:00:00Z`)}</time>
              </Meta>
            ) : null}
            {question.opposingParties.length ? (
              <Meta Icon={Scale} term={t`Other side`}>
                {question.opposingParties.join(", ")}
              </Meta>
            ) : null}
          </dl>
        </CardHeader>
        <CardContent>
          <p lang={question.language} className="whitespace-pre-wrap wrap-anywhere leading-relaxed">
            {question.content}
          </p>
        </CardContent>
      </Card>
      <AskerActions question={question} />
      <AnswerSection question={question} attorneyPanel={attorneyPanel} />
      <FollowUpSection question={question} />
      {/* The emergency line is for the person who may be in danger: the asker, while nobody has their question. */}
      {question.status === "pending" && question.isYours ? <SafetyLine /> : null}
    </div>
  );
}

function Meta({ Icon, term, children }: { Icon: typeof Tag; term: string; children: ReactNode }) {
  return (
    <div className="inline-flex items-center gap-1.5">
      <Icon aria-hidden="true" className="size-4" />
      <dt>{term}:</dt>
      <dd className="font-medium text-foreground">{children}</dd>
    </div>
  );
}
