import { Trans } from "@lingui/react/macro";
import { Card, CardContent } from "@/components/ui/card";
import { useFormat } from "@/lib/format";

/**
 * docs/decisions/033: an attorney whose approval an admin ended is told so, and where to write, instead of being
 * shown an application under review that nobody is reviewing.
 */
export function AccessEnded({ revokedAt }: { revokedAt: string }) {
  const { formatDate } = useFormat();
  const endedOn = formatDate(revokedAt);
  return (
    <Card role="status" className="mx-auto max-w-xl">
      <CardContent className="grid justify-items-center gap-3 p-8 text-center">
        <h2 className="text-2xl font-semibold">
          <Trans>Your Access Has Ended</Trans>
        </h2>
        <p className="text-muted-foreground">
          <Trans>
            An administrator ended your approval to answer questions on {endedOn}. Questions you had claimed and not
            answered went back to the queue for other volunteers.
          </Trans>
        </p>
        <p className="text-muted-foreground">
          <Trans>
            If you think this is a mistake, write to the service&apos;s administrators using the contact details at the
            foot of this page. They can give your access back; you do not need to apply again.
          </Trans>
        </p>
      </CardContent>
    </Card>
  );
}
