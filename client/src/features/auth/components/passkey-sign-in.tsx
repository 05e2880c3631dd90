import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { KeyRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { getErrorMessage } from "@/lib/api-errors";
import { passkeyStepMessage, supportsWebAuthn } from "@/lib/webauthn";
import { usePasskeySignIn } from "@/features/auth/api/passkey-login";
import { useWelcome } from "@/features/auth/components/use-welcome";

/**
 * "Sign in with a passkey" (docs/decisions/031), shown only where the browser can use one. It ends as every sign-in
 * does (useWelcome). Stopping the browser's passkey window is said calmly, on the form.
 */
export function PasskeySignIn() {
  const { t } = useLingui();
  const passkey = usePasskeySignIn();
  const welcome = useWelcome();
  // The error, not its words: they are said while drawing, so a switch of language says them again.
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  if (!supportsWebAuthn()) return null;
  const step = failed && passkeyStepMessage(failed.error);
  const failure = failed
    ? step
      ? t(step)
      : getErrorMessage(failed.error, t`We couldn't sign you in with a passkey. Please try again.`)
    : null;

  const onClick = () => {
    if (passkey.isPending) return;
    setFailed(null);
    // mutateAsync: the sign-in unmounts this button (the login page redirects) before mutate's own onSuccess would
    // run, which lost "Login Successful" (docs/ux.md: every way of signing in ends the same).
    void passkey.mutateAsync().then(welcome, (error: unknown) => setFailed({ error }));
  };

  return (
    <div className="grid gap-3">
      <p className="text-center text-sm text-muted-foreground">{t`or`}</p>
      <FormAlert message={failure} />
      <Button variant="outline" className="w-full" onClick={onClick} blocked={passkey.isPending}>
        <KeyRound aria-hidden="true" />
        {passkey.isPending ? t`Waiting for your device...` : t`Sign in with a passkey`}
      </Button>
    </div>
  );
}
