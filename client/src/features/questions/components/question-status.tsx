import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Archive, CheckCircle2, CircleSlash, Clock, Search, Undo2 } from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

// Spec section 4: the words for each status; any other value is shown as-is in a secondary badge.
const STATUS: Record<
  string,
  { label: MessageDescriptor; detail: MessageDescriptor; variant: BadgeProps["variant"]; Icon: typeof Clock }
> = {
  pending: { label: msg`Pending`, detail: msg`Pending review`, variant: "warning", Icon: Clock },
  claimed: { label: msg`Being Reviewed`, detail: msg`Being reviewed`, variant: "info", Icon: Search },
  answered: { label: msg`Answered`, detail: msg`Answered`, variant: "success", Icon: CheckCircle2 },
  // docs/decisions/020.
  closed: { label: msg`Closed`, detail: msg`Closed`, variant: "secondary", Icon: Archive },
  withdrawn: { label: msg`Withdrawn`, detail: msg`Withdrawn by you`, variant: "secondary", Icon: Undo2 },
  expired: {
    label: msg`Closed — no attorney was available`,
    detail: msg`Closed — no attorney was available`,
    variant: "secondary",
    Icon: CircleSlash,
  },
};

/** The longer wording of the detail screen: 'Pending review', 'Being reviewed', 'Answered'. */
export function statusDetail(i18n: I18n, status: string): string {
  const known = STATUS[status];
  return known ? i18n._(known.detail) : status;
}

/**
 * The status in words with an icon, so it never depends on color alone. Its words wrap: "Closed — no attorney was
 * available" (longer in Spanish) is wider than a phone's screen allows beside a date (docs/ux.md, reflow).
 */
export function QuestionStatusBadge({ status, className }: { status: string; className?: string }) {
  const { i18n } = useLingui();
  const known = STATUS[status];
  const classes = cn("max-w-full whitespace-normal wrap-anywhere", className);
  if (!known) {
    return (
      <Badge variant="secondary" className={classes}>
        {status}
      </Badge>
    );
  }
  const { Icon } = known;
  return (
    <Badge variant={known.variant} className={classes}>
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {i18n._(known.label)}
    </Badge>
  );
}
