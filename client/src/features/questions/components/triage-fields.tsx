import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Plus, X } from "lucide-react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { DEADLINE_TYPES } from "@shared/schema/questions";
import { localIsoDate } from "@shared/format/triage";
import { DEADLINE_MAX_DAYS, PARTIES_MAX, type QuestionFormInput } from "@shared/validators";
import { Button } from "@/components/ui/button";
import { FieldError, FormField, fieldAria } from "@/components/ui/form-field";
import { IconButton } from "@/components/ui/icon-button";
import { fieldControlClass, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useFormat } from "@/lib/format";
import { cn } from "@/lib/utils";
import { YesNoQuestion, type YesNo } from "@/features/questions/components/yes-no";

// docs/decisions/018 on the ask form: where, how soon, and who is on the other side.

/** The ask form's selects are all native ones, alike on every device (docs/decisions/034). */
export const selectClass = cn(fieldControlClass, "h-10 py-2");
const blankToNull = (v: unknown) => (v === "" || v === undefined ? null : v);

interface Props {
  register: UseFormRegister<QuestionFormInput>;
  errors: FieldErrors<QuestionFormInput>;
}

export function StateSelect({ register, errors }: Props) {
  const { t } = useLingui();
  const { states } = useFormat();
  const error = errors.state?.message;
  const hint = t`Only attorneys licensed there will see your question.`;
  return (
    <FormField id="question-state" label={t`Which state is this about?`} hint={hint} error={error}>
      <select className={selectClass} {...register("state")} {...fieldAria("question-state", error, hint)}>
        <option value="">{t`Select a state`}</option>
        {states.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/**
 * The date and its kind, behind "Do you have a court date or another deadline?" (docs/decisions/034): the form stays
 * short for everyone who has none. "No" clears what was entered.
 */
export function DeadlineFields({ register, errors, open, onOpenChange }: Props & OpenProps) {
  const { t } = useLingui();
  const { deadlineTypeLabel } = useFormat();
  const today = new Date();
  const latest = new Date(today.getTime() + DEADLINE_MAX_DAYS * 24 * 60 * 60 * 1000);
  const dateError = errors.deadline?.message;
  const typeError = errors.deadlineType?.message;
  return (
    <YesNoQuestion
      id="question-has-deadline"
      legend={t`Do you have a court date or another deadline?`}
      hint={open === "yes" ? t`Questions with a date in the next two weeks are shown to attorneys first.` : undefined}
      value={open}
      onChange={onOpenChange}
    >
      {open === "yes" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <Label htmlFor="question-deadline">
              <Trans>Date</Trans>
            </Label>
            <Input
              type="date"
              // The date's parts take focus inside the control, where :focus-visible does not reach the input.
              className="focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring"
              min={localIsoDate(today)}
              max={localIsoDate(latest)}
              {...register("deadline", { setValueAs: blankToNull })}
              {...fieldAria("question-deadline", dateError)}
            />
            <FieldError id="question-deadline" message={dateError} />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor="question-deadline-type">
              <Trans>What kind of date?</Trans>
            </Label>
            <select
              className={selectClass}
              {...register("deadlineType", { setValueAs: blankToNull })}
              {...fieldAria("question-deadline-type", typeError)}
            >
              <option value="">{t`Choose one`}</option>
              {DEADLINE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {deadlineTypeLabel(type)}
                </option>
              ))}
            </select>
            <FieldError id="question-deadline-type" message={typeError} />
          </div>
        </div>
      ) : null}
    </YesNoQuestion>
  );
}

interface OpenProps {
  /** The answer to the question that opens this part. */
  open: YesNo;
  onOpenChange: (open: YesNo) => void;
}

interface PartiesFieldProps extends OpenProps {
  value: string[];
  onChange: (names: string[]) => void;
  errors: FieldErrors<QuestionFormInput>["opposingParties"];
}

/** The names that count: a blank row is no name (docs/decisions/034). */
export const namesGiven = (names: readonly string[] | undefined) => (names ?? []).filter((n) => n.trim() !== "");

const ADD_NAME_ID = "question-parties-add";

/**
 * Up to five names, one input each, behind "Do you know who is on the other side?" (docs/decisions/034). "Add a
 * name" moves the focus to the new field, so typing goes there; while a row is blank it takes the focus instead of
 * adding another, so a second press (or a space on the button) adds no empty row.
 */
export function PartiesField({ value, onChange, errors, open, onOpenChange }: PartiesFieldProps) {
  const { t } = useLingui();
  const listError = errors?.message ?? errors?.root?.message;
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  // The row to focus once it is on the page (after the render that adds or removes one); -1: "Add a name".
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    if (focusRow.current < 0) document.getElementById(ADD_NAME_ID)?.focus();
    else inputs.current[focusRow.current]?.focus();
    focusRow.current = null;
  });
  // A removed row takes its button with it: focus goes to the name now in its place, or the one before it, or to
  // "Add a name" when none is left (docs/ux.md).
  const removeName = (i: number) => {
    const left = value.length - 1;
    focusRow.current = left === 0 ? -1 : Math.min(i, left - 1);
    onChange(value.filter((_, j) => j !== i));
  };
  const addName = () => {
    const blank = value.findIndex((n) => n.trim() === "");
    if (blank >= 0) return inputs.current[blank]?.focus();
    focusRow.current = value.length;
    onChange([...value, ""]);
  };
  return (
    <YesNoQuestion
      id="question-has-parties"
      legend={t`Do you know who is on the other side?`}
      hint={
        open === "yes"
          ? t`For example your landlord, employer or the other parent. Attorneys use the names to check they do not already act for them.`
          : undefined
      }
      value={open}
      onChange={onOpenChange}
    >
      {open === "yes" ? (
        <div className="grid gap-3">
          {value.map((name, i) => {
            const id = `question-party-${i}`;
            const error = errors?.[i]?.message;
            const n = i + 1;
            return (
              <div key={i} className="grid gap-1">
                <div className="flex items-center gap-2">
                  <Label htmlFor={id} className="sr-only">
                    <Trans>Other party {n}</Trans>
                  </Label>
                  <Input
                    ref={(el) => {
                      inputs.current[i] = el;
                    }}
                    value={name}
                    onChange={(e) => onChange(value.map((n, j) => (j === i ? e.target.value : n)))}
                    autoComplete="off"
                    {...fieldAria(id, error)}
                  />
                  <IconButton type="button" label={t`Remove other party ${n}`} onClick={() => removeName(i)}>
                    <X aria-hidden="true" />
                  </IconButton>
                </div>
                <FieldError id={id} message={error} />
              </div>
            );
          })}
          {value.length < PARTIES_MAX ? (
            <Button id={ADD_NAME_ID} type="button" variant="outline" className="justify-self-start" onClick={addName}>
              <Plus aria-hidden="true" />
              {value.length === 0 ? <Trans>Add a name</Trans> : <Trans>Add another name</Trans>}
            </Button>
          ) : null}
          <FieldError id="question-parties-list" message={listError} />
        </div>
      ) : null}
    </YesNoQuestion>
  );
}
