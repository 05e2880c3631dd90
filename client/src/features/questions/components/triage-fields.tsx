import { Plus, X } from "lucide-react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { DEADLINE_TYPES } from "@shared/schema/questions";
import { DEADLINE_TYPE_LABELS, localIsoDate } from "@shared/format/triage";
import { US_STATES } from "@shared/states";
import { DEADLINE_MAX_DAYS, PARTIES_MAX, type QuestionFormInput } from "@shared/validators";
import { Button } from "@/components/ui/button";
import { FieldError, FieldHint, FormField, fieldAria } from "@/components/ui/form-field";
import { fieldControlClass, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

// docs/decisions/018 on the ask form: where, how soon, and who is on the other side.

const selectClass = cn(fieldControlClass, "h-10 py-2");
const blankToNull = (v: unknown) => (v === "" || v === undefined ? null : v);

interface Props {
  register: UseFormRegister<QuestionFormInput>;
  errors: FieldErrors<QuestionFormInput>;
}

const STATE_HINT = "Where the problem is. Only attorneys licensed there will see your question.";

export function StateSelect({ register, errors }: Props) {
  const error = errors.state?.message;
  return (
    <FormField id="question-state" label="Which state is this about?" hint={STATE_HINT} error={error}>
      <select className={selectClass} {...register("state")} {...fieldAria("question-state", error, STATE_HINT)}>
        <option value="">Select a state</option>
        {US_STATES.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

const DEADLINE_HINT = "Optional. Questions with a date in the next two weeks are shown to attorneys first.";

export function DeadlineFields({ register, errors }: Props) {
  const today = new Date();
  const latest = new Date(today.getTime() + DEADLINE_MAX_DAYS * 24 * 60 * 60 * 1000);
  const dateError = errors.deadline?.message;
  const typeError = errors.deadlineType?.message;
  return (
    <fieldset className="grid gap-3" aria-describedby="question-deadline-legend-hint">
      <legend className="text-sm font-medium">Do you have a court date or another deadline?</legend>
      <FieldHint id="question-deadline-legend">{DEADLINE_HINT}</FieldHint>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="question-deadline">Date</Label>
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
          <Label htmlFor="question-deadline-type">What kind of date?</Label>
          <select
            className={selectClass}
            {...register("deadlineType", { setValueAs: blankToNull })}
            {...fieldAria("question-deadline-type", typeError)}
          >
            <option value="">Choose one</option>
            {DEADLINE_TYPES.map((t) => (
              <option key={t} value={t}>
                {DEADLINE_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
          <FieldError id="question-deadline-type" message={typeError} />
        </div>
      </div>
    </fieldset>
  );
}

interface PartiesFieldProps {
  value: string[];
  onChange: (names: string[]) => void;
  errors: FieldErrors<QuestionFormInput>["opposingParties"];
}

const PARTIES_HINT =
  "For example your landlord, employer or the other parent. Attorneys use the names to check they do not already act for them. Leave it empty if you prefer.";

/** Up to five names, one input each, added and removed with buttons. */
export function PartiesField({ value, onChange, errors }: PartiesFieldProps) {
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <fieldset className="grid gap-3" aria-describedby="question-parties-hint">
      <legend className="text-sm font-medium">Who is on the other side? (optional)</legend>
      <FieldHint id="question-parties">{PARTIES_HINT}</FieldHint>
      {value.map((name, i) => {
        const id = `question-party-${i}`;
        const error = errors?.[i]?.message;
        return (
          <div key={i} className="grid gap-1">
            <div className="flex items-center gap-2">
              <Label htmlFor={id} className="sr-only">
                Other party {i + 1}
              </Label>
              <Input
                value={name}
                onChange={(e) => onChange(value.map((n, j) => (j === i ? e.target.value : n)))}
                autoComplete="off"
                {...fieldAria(id, error)}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove other party ${i + 1}`}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
            <FieldError id={id} message={error} />
          </div>
        );
      })}
      {value.length < PARTIES_MAX ? (
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => onChange([...value, ""])}>
          <Plus aria-hidden="true" />
          {value.length === 0 ? "Add a name" : "Add another name"}
        </Button>
      ) : null}
      <FieldError id="question-parties-list" message={listError} />
    </fieldset>
  );
}
