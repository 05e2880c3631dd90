import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import {
  APPLICATION_EMPTY_MESSAGES,
  applicationFormSchema,
  GRADUATION_YEAR_MIN,
  type AttorneyApplication,
  type AttorneyApplicationInput,
} from "@shared/validators";
import type { Language } from "@shared/api/types";
import { Button } from "@/components/ui/button";
import { ErrorSummary } from "@/components/ui/error-summary";
import { FormAlert } from "@/components/ui/form-alert";
import { fieldAria, FormField, TextField } from "@/components/ui/form-field";
import { fieldControlClass } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { summaryItems, withEmptyMessages } from "@/lib/form-errors";
import { useAuth } from "@/lib/auth";
import { getErrorMessage } from "@/lib/api-errors";
import { cn } from "@/lib/utils";
import { useSubmitApplication } from "@/features/attorneys/api/submit-application";
import { useFormat } from "@/lib/format";
import { LANGUAGE_NAMES } from "@/lib/languages";
import { translateServerMessage } from "@/lib/server-messages";

const EMPTY: AttorneyApplicationInput = {
  firstName: "",
  lastName: "",
  email: "",
  licenseNumber: "",
  bprNumber: "",
  practiceState: "",
  yearsExperience: "",
  lawSchool: "",
  graduationYear: "",
  practiceAreas: "",
  specializations: "",
  languages: ["en"],
};

// An empty number box must read as "missing", not as 0 (which z.coerce would make of "").
const numberOrMissing = (v: unknown) => (v === "" || v === null ? undefined : v);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 rounded-lg border border-border bg-background p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const SUMMARY_ORDER: [string, string][] = [
  ["firstName", "application-first-name"],
  ["lastName", "application-last-name"],
  ["email", "application-email"],
  ["licenseNumber", "application-license"],
  ["bprNumber", "application-bpr"],
  ["practiceState", "application-state"],
  ["yearsExperience", "application-years"],
  ["lawSchool", "application-law-school"],
  ["graduationYear", "application-graduation-year"],
  ["practiceAreas", "application-practice-areas"],
  ["specializations", "application-specializations"],
  ["languages", "application-language-en"],
];

export function ApplicationForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useLingui();
  const { states } = useFormat();
  const { user } = useAuth();
  const submit = useSubmitApplication();
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<AttorneyApplicationInput, unknown, AttorneyApplication>({
    resolver: withEmptyMessages(zodResolver(applicationFormSchema(() => new Date())), APPLICATION_EMPTY_MESSAGES),
    defaultValues: EMPTY,
    // The error summary takes focus instead, and links to each field (docs/decisions/025).
    shouldFocusError: false,
  });

  // Signed in: the application belongs to the account and uses its e-mail (docs/decisions/003).
  useEffect(() => {
    if (!user) return;
    if (!getValues("firstName")) setValue("firstName", user.firstName ?? "");
    if (!getValues("lastName")) setValue("lastName", user.lastName ?? "");
    setValue("email", user.email);
  }, [user, getValues, setValue]);

  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await submit.mutateAsync(values);
    } catch (error) {
      const description = getErrorMessage(error, t`Failed to submit application. Please try again.`);
      // On the form as well as in the toast, which goes away (docs/decisions/025).
      setFailure(description);
      toast({ variant: "destructive", title: t`Application Failed`, description });
      return;
    }
    // Signed out, review waits for the e-mailed link; the toast says the same as the page (docs/decisions/035).
    toast({
      title: t`Application Submitted`,
      description: user
        ? t`Thank you. We will review your application and email you.`
        : t`Thank you. Open the link we e-mailed you to send it for review.`,
    });
    onSubmitted();
  });

  const stateError = errors.practiceState?.message;
  const thisYear = new Date().getFullYear();
  const practiceAreasHint = t`For example: Family Law, Housing, Employment.`;
  const summary = summaryItems(errors, SUMMARY_ORDER);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <ErrorSummary items={summary} attempt={submitCount} />
      <Section id="application-personal" title={t`Personal Information`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="application-first-name"
            label={t`First Name`}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register("firstName")}
          />
          <TextField
            id="application-last-name"
            label={t`Last Name`}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register("lastName")}
          />
        </div>
        <TextField
          id="application-email"
          label={t`Email`}
          type="email"
          autoComplete="email"
          readOnly={user !== null}
          hint={user ? t`Applications made while signed in use your account's email address.` : undefined}
          error={errors.email?.message}
          {...register("email")}
        />
      </Section>

      <Section id="application-credentials" title={t`Credentials`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="application-license"
            label={t`License Number`}
            error={errors.licenseNumber?.message}
            {...register("licenseNumber")}
          />
          <TextField
            id="application-bpr"
            label={t`BPR Number (optional)`}
            hint={t`Your Board of Professional Responsibility number, if your state issues one.`}
            error={errors.bprNumber?.message}
            {...register("bprNumber")}
          />
          <FormField id="application-state" label={t`Practice State`} error={stateError}>
            <select
              className={cn(fieldControlClass, "h-10 py-2")}
              {...register("practiceState")}
              {...fieldAria("application-state", stateError)}
            >
              <option value="">{t`Select a state`}</option>
              {states.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          </FormField>
          <TextField
            id="application-years"
            label={t`Years of Experience`}
            type="number"
            inputMode="numeric"
            min={0}
            error={errors.yearsExperience?.message}
            {...register("yearsExperience", { setValueAs: numberOrMissing })}
          />
        </div>
      </Section>

      <Section id="application-education" title={t`Education`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="application-law-school"
            label={t`Law School`}
            error={errors.lawSchool?.message}
            {...register("lawSchool")}
          />
          <TextField
            id="application-graduation-year"
            label={t`Graduation Year`}
            type="number"
            inputMode="numeric"
            min={GRADUATION_YEAR_MIN}
            max={thisYear}
            hint={t`Between ${GRADUATION_YEAR_MIN} and ${thisYear}.`}
            error={errors.graduationYear?.message}
            {...register("graduationYear", { setValueAs: numberOrMissing })}
          />
        </div>
      </Section>

      <Section id="application-practice" title={t`Practice Areas`}>
        <FormField
          id="application-practice-areas"
          label={t`Practice Areas`}
          hint={practiceAreasHint}
          error={errors.practiceAreas?.message}
        >
          <Textarea
            rows={3}
            {...register("practiceAreas")}
            {...fieldAria("application-practice-areas", errors.practiceAreas?.message, practiceAreasHint)}
          />
        </FormField>
        <FormField
          id="application-specializations"
          label={t`Specializations (optional)`}
          error={errors.specializations?.message}
        >
          <Textarea
            rows={3}
            {...register("specializations")}
            {...fieldAria("application-specializations", errors.specializations?.message)}
          />
        </FormField>
        {/* docs/decisions/036: the queue holds only questions written in a language the attorney reads. */}
        <fieldset
          className="grid gap-2"
          aria-describedby={errors.languages ? "application-languages-error" : undefined}
        >
          <legend className="text-sm font-medium">{t`Languages you can answer in`}</legend>
          <div className="flex flex-wrap gap-4">
            {(Object.keys(LANGUAGE_NAMES) as Language[]).map((language) => (
              <label key={language} className="flex items-center gap-2 text-sm">
                <input
                  id={`application-language-${language}`}
                  type="checkbox"
                  value={language}
                  className="size-4 accent-primary"
                  // Each box carries the error, as the group's description is often not read (docs/ux.md).
                  aria-invalid={errors.languages ? true : undefined}
                  aria-describedby={errors.languages ? "application-languages-error" : undefined}
                  {...register("languages")}
                />
                <span lang={language}>{LANGUAGE_NAMES[language]}</span>
              </label>
            ))}
          </div>
          {errors.languages ? (
            <p id="application-languages-error" role="alert" className="text-sm font-medium text-destructive">
              {translateServerMessage(errors.languages.message ?? errors.languages.root?.message ?? "")}
            </p>
          ) : null}
        </fieldset>
      </Section>

      <p className="text-sm text-muted-foreground">
        <Trans>
          Every application is reviewed by hand using your license number and bar registration before you can answer
          questions.
        </Trans>
      </p>
      <FormAlert message={failure} />
      <Button type="submit" size="lg" blocked={isSubmitting} className="justify-self-start">
        {isSubmitting ? t`Submitting...` : t`Submit Application`}
      </Button>
    </form>
  );
}
