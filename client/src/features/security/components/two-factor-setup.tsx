import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Copy } from "lucide-react";
import type { TwoFactorSetupDto } from "@shared/api/types";
import { Button } from "@/components/ui/button";
import { CodeField } from "@/components/ui/code-field";
import { FormAlert } from "@/components/ui/form-alert";
import { PRODUCT_NAME } from "@/config/product";
import { toast } from "@/hooks/use-toast";
import { getErrorMessage, getFieldErrors, isUnauthorizedError } from "@/lib/api-errors";
import { cleanCode, codeError } from "@/lib/one-time-code";
import { useEnableTwoFactor } from "@/features/security/api/enable-two-factor";
import { QrCode } from "@/features/security/components/qr-code";

/** "JBSW Y3DP EHPK 3PXP": the key in groups of four, easier to read and to type. */
export function groupKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/**
 * Setup (docs/decisions/031): the QR code and the same key as text, then one code from the app proves it was added.
 * Only then is two-step sign-in on; the recovery codes come back in `onEnabled`.
 */
export function TwoFactorSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetupDto;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor();
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      toast({ title: t`Key Copied`, description: t`Paste it into your authenticator app.` });
    } catch {
      toast({ variant: "destructive", title: t`Not Copied`, description: t`Please select the key and copy it.` });
    }
  };

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const invalid = codeError(code);
    setError(invalid);
    if (invalid) return document.getElementById("setup-code")?.focus();
    // mutateAsync, not mutate's own callbacks, which run only while this form is mounted: the recovery codes are shown
    // once, so they must reach the card whatever happens to the form meanwhile. Cancel waits while it is sent.
    enable.mutateAsync({ code: cleanCode(code) }).then(
      ({ recoveryCodes }) => onEnabled(recoveryCodes),
      (err: unknown) => {
        if (isUnauthorizedError(err)) return;
        const field = getFieldErrors(err).find((f) => f.path === "code");
        if (field) {
          setError(field.message);
          document.getElementById("setup-code")?.focus();
        } else setFailure(getErrorMessage(err, t`Two-step sign-in was not turned on. Please try again.`));
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="setup-title" className="grid gap-4">
      <h3 ref={heading} id="setup-title" tabIndex={-1} className="text-lg font-semibold outline-none">
        <Trans>Add {PRODUCT_NAME} to your authenticator app</Trans>
      </h3>
      <ol className="grid list-decimal gap-4 pl-5 text-sm">
        <li className="grid gap-3">
          <p>
            <Trans>Open an authenticator app on your phone and scan this QR code.</Trans>
          </p>
          <p className="text-muted-foreground">
            <Trans>
              If you added {PRODUCT_NAME} to an app before, remove that entry: only the code from this one will work.
            </Trans>
          </p>
          <QrCode text={setup.otpauthUrl} />
          <div className="grid gap-1">
            <p>
              <Trans>Can&apos;t scan? Type this key into your app:</Trans>
            </p>
            <div className="flex flex-wrap items-center gap-2">
              {/* Lines break between the groups of four, never inside one, so the key is typed as it reads. */}
              <code className="wrap-anywhere rounded-md bg-muted px-3 py-2 font-mono text-base">
                {groupKey(setup.secret)}
              </code>
              <Button variant="outline" size="sm" onClick={() => void copyKey()}>
                <Copy aria-hidden="true" />
                <Trans>Copy key</Trans>
              </Button>
            </div>
          </div>
        </li>
        <li className="grid gap-3">
          <p>
            <Trans>Enter the 6-digit code the app shows.</Trans>
          </p>
          <CodeField
            label={t`6-digit code`}
            hint={t`From your authenticator app.`}
            id="setup-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={error}
          />
        </li>
      </ol>
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" blocked={enable.isPending}>
          {enable.isPending ? t`Turning on...` : t`Turn on`}
        </Button>
        <Button variant="outline" onClick={onCancel} blocked={enable.isPending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
