import { formatDate } from "@shared/format/date";

/** A <time> element wants the machine-readable value next to the readable one. */
export function DateText({ value }: { value: string }) {
  return <time dateTime={value}>{formatDate(value)}</time>;
}
