import { useLingui } from "@lingui/react/macro";
import type { CategoryDto } from "@shared/api/types";
import { DEFAULT_CATEGORY_ID } from "@shared/validators";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { useCategories } from "@/lib/api/categories";
import { selectClass } from "@/features/questions/components/triage-fields";
import { categoryName } from "@/lib/category-name";

// Until the list loads (or if it cannot), the default category is still a valid choice.
const FALLBACK: Pick<CategoryDto, "id" | "name" | "slug">[] = [
  { id: DEFAULT_CATEGORY_ID, name: "General", slug: "general" },
];

interface CategorySelectProps {
  id: string;
  value: number | undefined;
  onChange: (categoryId: number) => void;
  error?: string;
}

/**
 * The legal area of a question, from GET /api/categories; defaults to 1 (General). A native select like the state's
 * beside it (docs/decisions/034): one kind of control, the phone's own picker on a phone.
 */
export function CategorySelect({ id, value, onChange, error }: CategorySelectProps) {
  const { i18n, t } = useLingui();
  const { data } = useCategories();
  const categories = data?.length ? data : FALLBACK;
  return (
    <FormField id={id} label={t`Category`} error={error}>
      <select
        className={selectClass}
        value={String(value ?? DEFAULT_CATEGORY_ID)}
        onChange={(e) => onChange(Number(e.target.value))}
        {...fieldAria(id, error)}
      >
        {categories.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {categoryName(i18n, c)}
          </option>
        ))}
      </select>
    </FormField>
  );
}
