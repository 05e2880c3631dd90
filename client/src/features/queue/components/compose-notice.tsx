import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** What Compose Answer says instead of the form, with a way back. */
export function Notice({
  title,
  text,
  onClose,
  children,
}: {
  title: string;
  text: string;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <Card role="status">
      <CardContent className="grid justify-items-start gap-3 p-6">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground">{text}</p>
        <div className="flex gap-3">
          {children}
          <Button variant="outline" onClick={onClose}>
            <Trans>Back</Trans>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
