const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** "Nov 21, 2026" in the reader's time zone; an empty string for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

/** A <time> element wants the machine-readable value next to the readable one. */
export function DateText({ value }: { value: string }) {
  return <time dateTime={value}>{formatDate(value)}</time>;
}
