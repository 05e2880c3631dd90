import type { CategoryDto } from "@shared/api/types";
import { DEFAULT_CATEGORY_ID } from "@shared/validators";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useCategories } from "@/lib/api/categories";

// Until the list loads (or if it cannot), the default category is still a valid choice.
const FALLBACK: Pick<CategoryDto, "id" | "name">[] = [{ id: DEFAULT_CATEGORY_ID, name: "General" }];

interface CategorySelectProps {
  id: string;
  value: number | undefined;
  onChange: (categoryId: number) => void;
  error?: string;
}

/** The legal area of a question, from GET /api/categories; defaults to 1 (General). */
export function CategorySelect({ id, value, onChange, error }: CategorySelectProps) {
  const { data } = useCategories();
  const categories = data?.length ? data : FALLBACK;
  return (
    <FormField id={id} label="Category" error={error}>
      <Select value={String(value ?? DEFAULT_CATEGORY_ID)} onValueChange={(v) => onChange(Number(v))}>
        <SelectTrigger {...fieldAria(id, error)}>
          <SelectValue placeholder="Select a category" />
        </SelectTrigger>
        <SelectContent>
          {categories.map((c) => (
            <SelectItem key={c.id} value={String(c.id)}>
              {c.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}
