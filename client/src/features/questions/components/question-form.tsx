import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useLocation } from "wouter";
import type { PublicUser } from "@shared/api/types";
import {
  DEFAULT_CATEGORY_ID,
  QUESTION_MIN,
  TITLE_MIN,
  questionFormSchema,
  type QuestionFormInput,
  type QuestionFormOutput,
} from "@shared/validators";
import { ErrorSummary } from "@/components/ui/error-summary";
import { FormField, TextField, fieldAria } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@shared/paths";
import { useAcceptTerms } from "@/features/questions/api/accept-terms";
import { useCreateQuestion } from "@/features/questions/api/create-question";
import { CategorySelect } from "@/features/questions/components/category-select";
import { DisclaimerNote } from "@/features/questions/components/disclaimer-note";
import { PrivacyChoice } from "@/features/questions/components/privacy-choice";
import { SafetyQuestion } from "@/features/questions/components/safety-question";
import { questionSentState } from "@/features/questions/components/sent-panel";
import { ExpectationNote } from "@/features/questions/components/expectation-note";
import { QuestionFormFooter } from "@/features/questions/components/question-form-footer";
import { DeadlineFields, PartiesField, StateSelect, namesGiven } from "@/features/questions/components/triage-fields";
import type { YesNo } from "@/features/questions/components/yes-no";
import { useSetDiscreetMail } from "@/lib/api/discreet-mail";
import { useKeptDraft } from "@/hooks/use-kept-draft";
import { keptText } from "@/lib/kept-draft";
import { KeptDraftNote } from "@/components/ui/kept-draft-note";
import { toast } from "@/hooks/use-toast";
import { summaryItems, withEmptyMessages } from "@/lib/form-errors";
import { isUnauthorizedError, isUnreachable, reportFailure, toastApiError, unreachableMessage } from "@/lib/api-errors";

const QUESTION_FAILED = msg`Failed to submit question. Please try again.`;
const DISCREET_FAILED = msg`Your e-mail choice could not be saved, so your question was not sent. Please try again.`;

const DEFAULTS: QuestionFormInput = {
  categoryId: DEFAULT_CATEGORY_ID,
  isAnonymous: false,
  state: "",
  deadline: null,
  deadlineType: null,
  opposingParties: [],
  safeNow: undefined,
  title: "",
  content: "",
  acceptTerms: false,
};

// docs/decisions/025: an empty required field says what to do; the spec's messages stay for its rules.
const EMPTY_MESSAGES: Record<"title" | "content", MessageDescriptor> = {
  title: msg`Enter a title for your question`,
  content: msg`Describe your question in your own words`,
};

/**
 * The messages for empty fields, each read in the active language when the form is checked: the resolver the form
 * keeps from its first render still speaks the language chosen since.
 */
function emptyMessages(i18n: I18n): Record<"title" | "content", string> {
  return {
    get title() {
      return i18n._(EMPTY_MESSAGES.title);
    },
    get content() {
      return i18n._(EMPTY_MESSAGES.content);
    },
  };
}

const SUMMARY_ORDER: [string, string][] = [
  ["categoryId", "question-category"],
  ["state", "question-state"],
  ["title", "question-title"],
  ["content", "question-content"],
  ["deadline", "question-deadline"],
  ["deadlineType", "question-deadline-type"],
  ...[0, 1, 2, 3, 4].map((i): [string, string] => [`opposingParties.${i}`, `question-party-${i}`]),
  ["opposingParties", "question-party-0"],
  ["acceptTerms", "question-terms"],
];

/**
 * A kept question (docs/decisions/055): its words, and the asker's choice to stay anonymous and their answer to "Are you
 * safe right now?", so a person who chose not to be named is never brought back to "Show my name". Discreet e-mail,
 * chosen on the form and not yet saved, comes back with them (`keptDiscreet`), and with it what "No" chose.
 */
function keptQuestion(kept: Record<string, unknown>): Partial<QuestionFormInput> {
  return {
    title: keptText(kept, "title"),
    content: keptText(kept, "content"),
    isAnonymous: kept.isAnonymous === true,
    safeNow: kept.safeNow === "yes" || kept.safeNow === "no" ? kept.safeNow : undefined,
  };
}

/** The kept form's discreet e-mail choice, if it kept one. */
function keptDiscreet(kept: Record<string, unknown> | undefined): boolean | undefined {
  return typeof kept?.discreetMail === "boolean" ? kept.discreetMail : undefined;
}

/** Spec section 2, "Submit question screen"; the tour points at id="question-form". */
export function QuestionForm({ user, onStateChange }: { user: PublicUser; onStateChange?: (state: string) => void }) {
  const { i18n, t } = useLingui();
  const [, navigate] = useLocation();
  const acceptTerms = useAcceptTerms();
  const createQuestion = useCreateQuestion();
  const setDiscreetMail = useSetDiscreetMail();
  // What was being sent when the session ended, back after signing in again (docs/decisions/055).
  const { kept, keptBecause, keepIfSentAway: keepDraftIfSentAway } = useKeptDraft("question");
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<QuestionFormInput, unknown, QuestionFormOutput>({
    resolver: withEmptyMessages(zodResolver(questionFormSchema(() => new Date())), emptyMessages(i18n)),
    defaultValues: kept ? { ...DEFAULTS, ...keptQuestion(kept) } : DEFAULTS,
    // The error summary takes focus instead, and links to each field (docs/decisions/025).
    shouldFocusError: false,
  });
  const termsChecked = useWatch({ control, name: "acceptTerms" });
  const chosenState = useWatch({ control, name: "state" }) ?? "";
  useEffect(() => onStateChange?.(chosenState), [chosenState, onStateChange]);
  // The optional parts open behind a Yes (docs/decisions/034); a No clears what they held.
  const [hasDeadline, setHasDeadline] = useState<YesNo>();
  const [hasParties, setHasParties] = useState<YesNo>();
  // Discreet e-mail (docs/decisions/034): the account's choice, saved with the question when changed here.
  const [discreetMail, setDiscreetMailChoice] = useState(keptDiscreet(kept) ?? user.discreetMail);
  // "No, I am not safe" chose Anonymous and discreet e-mail for the asker; the form says so (docs/decisions/034).
  const [safetyChose, setSafetyChose] = useState(kept?.safetyChose === true);
  const onSafetyChange = (value: YesNo) => {
    if (value === "no" && getValues("safeNow") !== "no") {
      setValue("isAnonymous", true);
      setDiscreetMailChoice(true);
      setSafetyChose(true);
    }
    setValue("safeNow", value);
  };

  // Above the box (docs/decisions/025), so it is read before anything is typed.
  const contentHint = t`Don't include names or details that identify you (addresses, case numbers). Say what happened, when, and what you want to know (at least ${QUESTION_MIN} characters).`;
  const questionFailed = i18n._(QUESTION_FAILED);
  const discreetFailed = i18n._(DISCREET_FAILED);

  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const keepIfSentAway = (error: unknown) =>
      keepDraftIfSentAway(error, {
        title: values.title,
        content: values.content,
        isAnonymous: values.isAnonymous,
        safeNow: values.safeNow,
        discreetMail,
        safetyChose,
      });
    // Spec section 4: a user without a terms-accepted time accepts first; a failure blocks the submission.
    if (!user.termsAcceptedAt) {
      try {
        await acceptTerms.mutateAsync();
      } catch (error) {
        // Spec section 8: the server's message, else the spec's words for this failure.
        const termsFailed = t`Failed to accept terms. Please try again.`;
        keepIfSentAway(error);
        reportFailure(error, termsFailed, setFailure);
        return;
      }
    }
    if (discreetMail !== user.discreetMail) {
      try {
        await setDiscreetMail.mutateAsync(discreetMail);
      } catch (error) {
        keepIfSentAway(error);
        if (!isUnauthorizedError(error)) setFailure(isUnreachable(error) ? unreachableMessage() : discreetFailed);
        toastApiError(error, discreetFailed);
        return;
      }
    }
    try {
      await createQuestion.mutateAsync({
        userId: user.id,
        categoryId: values.categoryId,
        title: values.title,
        content: values.content,
        isAnonymous: values.isAnonymous,
        state: values.state,
        deadline: values.deadline,
        deadlineType: values.deadlineType,
        opposingParties: namesGiven(values.opposingParties),
        safetyConcern: values.safeNow === "no",
      });
    } catch (error) {
      // On the form as well as in the toast (docs/decisions/025); everything typed stays.
      keepIfSentAway(error);
      reportFailure(error, questionFailed, setFailure);
      return;
    }
    toast({
      title: t`Question Submitted`,
      description: t`Your question has been submitted successfully and is now in the attorney queue.`,
    });
    // The dashboard shows what happens next (docs/decisions/025) for this history entry.
    navigate(paths.dashboard, { state: questionSentState(values.state) });
  });

  return (
    <form
      id="question-form"
      // The browser keeps nothing typed here to offer again later, on this site or another (docs/decisions/021).
      autoComplete="off"
      onSubmit={(event) => {
        // A second Enter while sending does not send twice.
        if (isSubmitting) event.preventDefault();
        else {
          // Blank rows of names are no names (docs/decisions/034): gone before the form is checked.
          const names = getValues("opposingParties") ?? [];
          if (namesGiven(names).length !== names.length) setValue("opposingParties", namesGiven(names));
          void onSubmit(event);
        }
      }}
      noValidate
      className="grid gap-3 sm:gap-6"
    >
      <ErrorSummary items={summaryItems(errors, SUMMARY_ORDER)} attempt={submitCount} />
      {kept ? <KeptDraftNote because={keptBecause} /> : null}
      {/* Safety first (docs/decisions/025). */}
      <Controller
        control={control}
        name="safeNow"
        render={({ field }) => <SafetyQuestion value={field.value} onChange={onSafetyChange} />}
      />
      <Controller
        control={control}
        name="categoryId"
        render={({ field }) => (
          <CategorySelect
            id="question-category"
            value={field.value}
            onChange={field.onChange}
            error={errors.categoryId?.message}
          />
        )}
      />
      <div className="grid gap-2">
        <StateSelect register={register} errors={errors} />
        <ExpectationNote state={chosenState} />
      </div>
      <Controller
        control={control}
        name="isAnonymous"
        render={({ field }) => (
          <PrivacyChoice
            value={field.value ?? false}
            onChange={field.onChange}
            user={user}
            discreetMail={discreetMail}
            onDiscreetMailChange={setDiscreetMailChoice}
            safetyChose={safetyChose}
          />
        )}
      />
      <TextField
        id="question-title"
        label={t`Question title`}
        placeholder={t`e.g., Can my landlord keep my security deposit?`}
        hint={t`A short summary of at least ${TITLE_MIN} characters.`}
        error={errors.title?.message}
        autoComplete="off"
        {...register("title")}
      />
      <FormField
        id="question-content"
        label={t`Detailed question`}
        hint={contentHint}
        hintPlacement="above"
        error={errors.content?.message}
      >
        {/* Short at first, growing with what is typed (docs/decisions/034). */}
        <Textarea
          rows={4}
          className="field-sizing-content max-h-[60vh] min-h-24"
          {...register("content")}
          {...fieldAria("question-content", errors.content?.message, contentHint)}
        />
      </FormField>
      <DeadlineFields
        register={register}
        errors={errors}
        open={hasDeadline}
        onOpenChange={(open) => {
          setHasDeadline(open);
          if (open !== "yes") {
            setValue("deadline", null);
            setValue("deadlineType", null);
          }
        }}
      />
      <Controller
        control={control}
        name="opposingParties"
        render={({ field }) => (
          <PartiesField
            value={field.value ?? []}
            onChange={field.onChange}
            errors={errors.opposingParties}
            open={hasParties}
            onOpenChange={(open) => {
              setHasParties(open);
              // A Yes opens one empty row to type in; a No forgets the names.
              field.onChange(open === "yes" ? [""] : []);
            }}
          />
        )}
      />
      <DisclaimerNote />
      <QuestionFormFooter
        control={control}
        errors={errors}
        termsChecked={termsChecked}
        isSubmitting={isSubmitting}
        failure={failure}
      />
    </form>
  );
}
