import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import type { TwoFactorSetupDto } from "@shared/api/types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { FormAlert } from "@/components/ui/form-alert";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { hasStatus } from "@/lib/api-client";
import { getErrorMessage, isUnauthorizedError } from "@/lib/api-errors";
import { useDisableTwoFactor } from "@/features/security/api/disable-two-factor";
import { useTwoFactorStatus } from "@/features/security/api/get-two-factor";
import { useNewRecoveryCodes } from "@/features/security/api/new-recovery-codes";
import { useSetupTwoFactor } from "@/features/security/api/setup-two-factor";
import { ConfirmWithCodeDialog } from "@/features/security/components/confirm-with-code-dialog";
import { RECOVERY_CODES_TITLE_ID, RecoveryCodes } from "@/features/security/components/recovery-codes";
import { TwoFactorSetup } from "@/features/security/components/two-factor-setup";

const TOTAL_CODES = 10;
const OFF_ALREADY = Symbol("off already");

type Stage = { kind: "status" } | { kind: "setup"; setup: TwoFactorSetupDto } | { kind: "codes"; codes: string[] };

/**
 * Two-step sign-in with an authenticator app (docs/decisions/031): off -> setup (QR code and key, one code) -> the
 * recovery codes, once -> on, with the codes left, new codes and Turn off (each asks for the password and a code).
 */
export function TwoFactorCard() {
  const { t } = useLingui();
  const status = useTwoFactorStatus();
  const setup = useSetupTwoFactor();
  const disable = useDisableTwoFactor();
  const renew = useNewRecoveryCodes();
  const [stage, setStage] = useState<Stage>({ kind: "status" });
  const [dialog, setDialog] = useState<"off" | "codes" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const backToStatus = () => {
    setStage({ kind: "status" });
    // The part that had focus is gone: reading goes on from the card's heading.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const start = () => {
    setFailure(null);
    setup.mutate(undefined, {
      onSuccess: (answer) => setStage({ kind: "setup", setup: answer }),
      onError: (err) => {
        if (isUnauthorizedError(err)) return;
        // 409: it is on already (another tab, another device): show that.
        if (hasStatus(err, 409)) void status.refetch();
        else setFailure(getErrorMessage(err, t`Setup could not start. Please try again.`));
      },
    });
  };

  /**
   * Sends a change made in a dialog, then closes it. A 409 means two-step sign-in was turned off already (another tab,
   * another device): the card shows that, rather than a refusal no retry would change. A refusal keeps the dialog open
   * with its words.
   */
  const sendThenClose = async <T,>(send: () => Promise<T>): Promise<T | typeof OFF_ALREADY> => {
    try {
      const answer = await send();
      setDialog(null);
      return answer;
    } catch (err) {
      if (!hasStatus(err, 409)) throw err;
      await status.refetch();
      setDialog(null);
      return OFF_ALREADY;
    }
  };

  let body;
  if (stage.kind === "setup") {
    body = (
      <TwoFactorSetup
        setup={stage.setup}
        onEnabled={(codes) => {
          toast({
            title: t`Two-Step Sign-In On`,
            description: t`From now on, signing in asks for a code from your app.`,
          });
          setStage({ kind: "codes", codes });
        }}
        onCancel={backToStatus}
      />
    );
  } else if (stage.kind === "codes") {
    body = <RecoveryCodes codes={stage.codes} onDone={backToStatus} />;
  } else if (status.isPending) {
    body = <Spinner label={t`Loading two-step sign-in...`} />;
  } else if (status.isError) {
    body = (
      <div className="grid gap-3">
        <FormAlert message={getErrorMessage(status.error, t`We couldn't load this part. Please try again.`)} />
        <Button variant="outline" className="justify-self-start" onClick={() => void status.refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      </div>
    );
  } else if (!status.data.enabled) {
    body = (
      <div className="grid gap-3">
        <p className="text-sm">
          <Badge variant="secondary">
            <Trans>Off</Trans>
          </Badge>{" "}
          <Trans>Signing in needs only your password.</Trans>
        </p>
        <FormAlert message={failure} />
        <Button className="justify-self-start" onClick={start} blocked={setup.isPending}>
          {setup.isPending ? t`Starting...` : t`Turn on`}
        </Button>
      </div>
    );
  } else {
    const left = status.data.recoveryCodesLeft;
    body = (
      <div className="grid gap-3">
        <p className="text-sm">
          <Badge variant="success">
            <Trans>On</Trans>
          </Badge>{" "}
          <Trans>Signing in asks for your password and a code from your app.</Trans>
        </p>
        <p className="text-sm">
          <Plural
            value={left}
            one={`# of ${TOTAL_CODES} recovery codes left.`}
            other={`# of ${TOTAL_CODES} recovery codes left.`}
          />
          {left <= 3 ? ` ${t`Make new ones soon.`}` : ""}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setDialog("codes")}>
            <Trans>Make new recovery codes</Trans>
          </Button>
          <Button variant="outline" className="border-destructive text-destructive" onClick={() => setDialog("off")}>
            <Trans>Turn off</Trans>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Card>
      <CardHeader className="gap-1">
        <h2 ref={heading} id="two-factor-title" tabIndex={-1} className="text-lg font-semibold outline-none">
          <Trans>Two-step sign-in</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            After your password, you also enter a code from an authenticator app on your phone. Someone who learns your
            password still cannot get in.
          </Trans>
        </p>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <ConfirmWithCodeDialog
        id="turn-off"
        open={dialog === "off"}
        onOpenChange={(open) => setDialog(open ? "off" : null)}
        title={t`Turn off two-step sign-in?`}
        description={t`Signing in will need only your password again, and your recovery codes will stop working.`}
        confirmLabel={t`Turn Off`}
        pendingLabel={t`Turning off...`}
        cancelLabel={t`Keep It On`}
        destructive
        fallback={t`Two-step sign-in is still on. Please try again.`}
        onCloseAfterChange={() => heading.current?.focus()}
        onConfirm={async (input) => {
          if ((await sendThenClose(() => disable.mutateAsync(input))) === OFF_ALREADY) return;
          toast({ title: t`Two-Step Sign-In Off`, description: t`Signing in now needs only your password.` });
        }}
      />
      <ConfirmWithCodeDialog
        id="new-codes"
        open={dialog === "codes"}
        onOpenChange={(open) => setDialog(open ? "codes" : null)}
        title={t`Make new recovery codes?`}
        description={t`Your old recovery codes will stop working. You will see the new ones once.`}
        confirmLabel={t`Make New Codes`}
        pendingLabel={t`Making codes...`}
        cancelLabel={t`Keep My Codes`}
        fallback={t`No new codes were made. Please try again.`}
        // The new codes take focus when they show; when it was off already, the card's heading does.
        onCloseAfterChange={() => (document.getElementById(RECOVERY_CODES_TITLE_ID) ?? heading.current)?.focus()}
        onConfirm={async (input) => {
          const answer = await sendThenClose(() => renew.mutateAsync(input));
          if (answer !== OFF_ALREADY) setStage({ kind: "codes", codes: answer.recoveryCodes });
        }}
      />
    </Card>
  );
}
