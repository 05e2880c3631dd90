import { Trans, useLingui } from "@lingui/react/macro";
import { SearchX } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { BACK } from "@/features/questions/components/back-links";
import { useRoleView } from "@/lib/role-view";

/**
 * For a missing question and for one this account may not see: the two look the same on purpose. The way back is to
 * the screen of the role the person is acting in: an attorney who lost a claim goes back to the queue.
 */
export function QuestionNotFound() {
  const { i18n } = useLingui();
  const { view } = useRoleView();
  const back = view === "attorney" ? BACK.queue : view === "admin" ? BACK.admin : BACK.mine;
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold">
        <Trans>Question Not Found</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>This question does not exist, or it is not available to your account.</Trans>
      </p>
      <Button asChild>
        <Link href={back.href}>{i18n._(back.label)}</Link>
      </Button>
    </Card>
  );
}
