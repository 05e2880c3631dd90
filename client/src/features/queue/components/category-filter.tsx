import { Trans, useLingui } from "@lingui/react/macro";
import type { CategoryDto } from "@shared/api/types";
import { fieldControlClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { categoryName } from "@/lib/category-name";
import { cn } from "@/lib/utils";
import type { CategoryFilter as Filter } from "@/features/queue/api/get-queue";

interface CategoryFilterProps {
  value: Filter;
  categories: CategoryDto[];
  onChange: (value: Filter) => void;
}

/** 'All Categories' plus each category (spec section 2). A native select: keyboard and screen-reader friendly. */
export function CategoryFilter({ value, categories, onChange }: CategoryFilterProps) {
  const { t, i18n } = useLingui();
  return (
    <div id="queue-filters" className="grid gap-2 sm:max-w-xs">
      <Label htmlFor="queue-category">
        <Trans>Filter by category</Trans>
      </Label>
      <select
        id="queue-category"
        className={cn(fieldControlClass, "h-10 py-2")}
        value={String(value)}
        onChange={(e) => onChange(e.target.value === "all" ? "all" : Number(e.target.value))}
      >
        <option value="all">{t`All Categories`}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {categoryName(i18n, c)}
          </option>
        ))}
      </select>
    </div>
  );
}
