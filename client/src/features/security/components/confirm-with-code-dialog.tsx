import { useLingui } from "@lingui/react/macro";
import { useRef, useState, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/form-field";
import { SecondFactorField } from "@/components/ui/second-factor-field";
import { getErrorMessage, getFieldErrors, isUnauthorizedError } from "@/lib/api-errors";
import { cleanCode, codeError, passwordError, recoveryCodeError } from "@/lib/one-time-code";
import type { ConfirmWithCodeInput } from "@/features/security/api/disable-two-factor";

interface ConfirmWithCodeDialogProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  destructive?: boolean;
  /** Sends the password and code; rejects with the server's error, whose field messages go under their fields. */
  onConfirm: (input: ConfirmWithCodeInput) => Promise<unknown>;
  fallback: string;
  /** Where focus goes when the dialog closes after `onConfirm` resolved, its opener being gone or changed. */
  onCloseAfterChange?: () => void;
}

/**
 * A weighty change to two-step sign-in (turning it off, new recovery codes) asks once more, for the password and a
 * code from the app, or a recovery code for someone without their phone (docs/decisions/031, docs/ux.md). A wrong
 * one is said under its field and the dialog stays open; while the change is sent, it cannot be closed.
 */
export function ConfirmWithCodeDialog(props: ConfirmWithCodeDialogProps) {
  const [pending, setPending] = useState(false);
  const changed = useRef(false);
  return (
    <AlertDialog open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialogContent
        busy={pending}
        onCloseAutoFocus={(event) => {
          if (!changed.current || !props.onCloseAfterChange) return;
          changed.current = false;
          event.preventDefault();
          props.onCloseAfterChange();
        }}
      >
        {/* Mounted only while open: each opening starts empty, and a password does not wait in a closed dialog. */}
        <ConfirmForm
          {...props}
          pending={pending}
          setPending={setPending}
          onConfirm={async (input) => {
            // Marked before the call: the screen closes the dialog inside it, once the change is made.
            changed.current = true;
            try {
              return await props.onConfirm(input);
            } catch (err) {
              changed.current = false;
              throw err;
            }
          }}
        />
      </AlertDialogContent>
    </AlertDialog>
  );
}

function ConfirmForm(props: ConfirmWithCodeDialogProps & { pending: boolean; setPending: (on: boolean) => void }) {
  const { id, title, description, confirmLabel, pendingLabel, cancelLabel, onConfirm, pending, setPending } = props;
  const { t } = useLingui();
  const [password, setPassword] = useState("");
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const codeId = recovery ? `${id}-recovery-code` : `${id}-code`;

  const focusFirst = (found: { password?: string; code?: string }) =>
    document.getElementById(found.password ? `${id}-password` : codeId)?.focus();

  const swap = (on: boolean) => {
    setRecovery(on);
    setCode("");
    setErrors((was) => ({ password: was.password }));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setFailure(null);
    const found = { password: passwordError(password), code: recovery ? recoveryCodeError(code) : codeError(code) };
    setErrors(found);
    if (found.password || found.code) return focusFirst(found);
    setPending(true);
    try {
      // A recovery code goes in `code` as typed; the server ignores its case and dashes.
      await onConfirm({ password, code: recovery ? code.trim() : cleanCode(code) });
    } catch (err) {
      if (isUnauthorizedError(err)) return;
      const fields = getFieldErrors(err);
      const server = {
        password: fields.find((f) => f.path === "password")?.message,
        code: fields.find((f) => f.path === "code")?.message,
      };
      if (server.password || server.code) {
        setErrors(server);
        focusFirst(server);
      } else setFailure(getErrorMessage(err, props.fallback));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
      <AlertDialogTitle>{title}</AlertDialogTitle>
      <AlertDialogDescription>{description}</AlertDialogDescription>
      <TextField
        id={`${id}-password`}
        label={t`Your password`}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <SecondFactorField
        id={codeId}
        recovery={recovery}
        onRecoveryChange={swap}
        value={code}
        onChange={setCode}
        error={errors.code}
      />
      <FormAlert message={failure} />
      <AlertDialogFooter>
        <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
        <Button type="submit" variant={props.destructive ? "destructive" : "default"} blocked={pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </AlertDialogFooter>
    </form>
  );
}
