import { Trans, useLingui } from "@lingui/react/macro";
import { fieldControlClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useFormat } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { StateFilter as Filter } from "@/features/queue/api/get-queue";

interface StateFilterProps {
  value: Filter;
  /** The attorney's verified states. */
  states: string[];
  onChange: (value: Filter) => void;
}

/** "All my states" plus each verified state (docs/decisions/018). */
export function StateFilter({ value, states, onChange }: StateFilterProps) {
  const { t } = useLingui();
  const { stateName } = useFormat();
  return (
    <div className="grid gap-2 sm:max-w-xs">
      <Label htmlFor="queue-state">
        <Trans>Filter by state</Trans>
      </Label>
      <select
        id="queue-state"
        className={cn(fieldControlClass, "h-10 py-2")}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="all">{t`All my states`}</option>
        {states.map((s) => (
          <option key={s} value={s}>
            {stateName(s)}
          </option>
        ))}
      </select>
    </div>
  );
}
