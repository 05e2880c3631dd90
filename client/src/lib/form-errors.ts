import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { SummaryItem } from "@/components/ui/error-summary";

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * docs/decisions/025: an empty required field says what to do ("Enter your e-mail address"); a filled one keeps
 * the spec's message for the spec's rule. Wraps a resolver and rewrites only the errors of empty fields.
 */
export function withEmptyMessages<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
  messages: Partial<Record<keyof T & string, string>>,
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const [field, message] of Object.entries(messages) as [keyof T & string, string][]) {
      const error = (result.errors as Record<string, FieldError | undefined>)[field];
      if (error && isEmpty(values[field])) error.message = message;
    }
    return result;
  };
}

/** The form's errors in the order of `order` (path to control id), for the error summary. */
export function summaryItems(errors: FieldErrors, order: [path: string, id: string][]): SummaryItem[] {
  const at = (path: string): unknown =>
    path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  return order.flatMap(([path, id]) => {
    const message = (at(path) as FieldError | undefined)?.message;
    return message ? [{ id, message }] : [];
  });
}
