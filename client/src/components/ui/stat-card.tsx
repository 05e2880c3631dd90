import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";

interface StatCardProps {
  icon: LucideIcon;
  label: string;
  /** A line under the label that says what the figure counts. */
  hint?: string;
  value: ReactNode;
  className?: string;
}

/** One figure of a dashboard: its icon, its name and the figure itself, large. */
export function StatCard({ icon: Icon, label, hint, value, className }: StatCardProps) {
  return (
    <Card className={className}>
      <CardContent className="flex items-center gap-4 p-6">
        <Icon aria-hidden="true" className="size-8 shrink-0 text-primary" />
        <p className="grid">
          <span className="text-sm text-muted-foreground">
            {label}
            {hint ? <span className="block text-xs">{hint}</span> : null}
          </span>
          <span className="text-2xl font-bold">{value}</span>
        </p>
      </CardContent>
    </Card>
  );
}
