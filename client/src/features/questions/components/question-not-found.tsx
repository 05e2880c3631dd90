import { Trans } from "@lingui/react/macro";
import { SearchX } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@shared/paths";

/** For a missing question and for one this account may not see: the two look the same on purpose. */
export function QuestionNotFound() {
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
        <Link href={paths.dashboard}>
          <Trans>Back to My Questions</Trans>
        </Link>
      </Button>
    </Card>
  );
}
