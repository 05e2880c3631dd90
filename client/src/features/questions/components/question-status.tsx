import { Archive, CheckCircle2, CircleSlash, Clock, Search, Undo2 } from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";

// Spec section 4: the words for each status; any other value is shown as-is in a secondary badge.
const STATUS: Record<string, { label: string; detail: string; variant: BadgeProps["variant"]; Icon: typeof Clock }> = {
  pending: { label: "Pending", detail: "Pending review", variant: "warning", Icon: Clock },
  claimed: { label: "Being Reviewed", detail: "Being reviewed", variant: "info", Icon: Search },
  answered: { label: "Answered", detail: "Answered", variant: "success", Icon: CheckCircle2 },
  // docs/decisions/020.
  closed: { label: "Closed", detail: "Closed", variant: "secondary", Icon: Archive },
  withdrawn: { label: "Withdrawn", detail: "Withdrawn by you", variant: "secondary", Icon: Undo2 },
  expired: {
    label: "Closed — no attorney was available",
    detail: "Closed — no attorney was available",
    variant: "secondary",
    Icon: CircleSlash,
  },
};

/** The longer wording of the detail screen: 'Pending review', 'Being reviewed', 'Answered'. */
export function statusDetail(status: string): string {
  return STATUS[status]?.detail ?? status;
}

/** The status in words with an icon, so it never depends on color alone. */
export function QuestionStatusBadge({ status, className }: { status: string; className?: string }) {
  const known = STATUS[status];
  if (!known) {
    return (
      <Badge variant="secondary" className={className}>
        {status}
      </Badge>
    );
  }
  const { Icon } = known;
  return (
    <Badge variant={known.variant} className={className}>
      <Icon aria-hidden="true" className="size-3.5" />
      {known.label}
    </Badge>
  );
}
