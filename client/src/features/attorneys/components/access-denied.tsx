import { Trans } from "@lingui/react/macro";
import { ShieldAlert } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { paths } from "@shared/paths";

interface AccessDeniedProps {
  message: string;
  /** The spec shows 'Return Home' as a link on the dashboard and as a button on the queue; both navigate. */
  homeStyle?: "link" | "button";
  /** One line on why, under the spec's text (docs/decisions/035). */
  reason?: string;
}

export function AccessDenied({ message, homeStyle = "link", reason }: AccessDeniedProps) {
  return (
    <Card role="alert" className="mx-auto max-w-xl">
      <CardContent className="grid justify-items-center gap-3 p-8 text-center">
        <ShieldAlert aria-hidden="true" className="size-10 text-destructive" />
        <h2 className="text-2xl font-semibold">
          <Trans>Access Denied</Trans>
        </h2>
        <p className="text-muted-foreground">{message}</p>
        {reason ? <p className="text-sm text-muted-foreground">{reason}</p> : null}
        {homeStyle === "button" ? (
          <Button asChild>
            <Link href={paths.home}>
              <Trans>Return Home</Trans>
            </Link>
          </Button>
        ) : (
          <Link href={paths.home} className="font-medium text-primary underline underline-offset-4">
            <Trans>Return Home</Trans>
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
