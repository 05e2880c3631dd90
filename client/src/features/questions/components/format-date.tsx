import { useFormat } from "@/lib/format";

/** A <time> element wants the machine-readable value next to the readable one. */
export function DateText({ value }: { value: string }) {
  const { formatDate } = useFormat();
  return <time dateTime={value}>{formatDate(value)}</time>;
}
