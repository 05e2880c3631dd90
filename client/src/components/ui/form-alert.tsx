import { AlertCircle } from "lucide-react";

/** A failed submission, on the form itself (docs/decisions/025): the toast goes away, this stays until the next try. */
export function FormAlert({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <div
      id={id}
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive bg-destructive-soft p-3 text-sm text-destructive"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{message}</p>
    </div>
  );
}
