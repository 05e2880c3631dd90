import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { CodeField } from "@/components/ui/code-field";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/form-field";
import { getErrorMessage, getFieldErrors, isUnauthorizedError } from "@/lib/api-errors";
import { cleanCode, codeError, passwordError } from "@/lib/one-time-code";
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
}

/**
 * A weighty change to two-step sign-in (turning it off, new recovery codes) asks once more, for the password and a
 * code from the app (docs/ux.md). A wrong one is said under its field and the dialog stays open.
 */
export function ConfirmWithCodeDialog(props: ConfirmWithCodeDialogProps) {
  return (
    <AlertDialog open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialogContent>
        {/* Mounted only while open: each opening starts empty, and a password does not wait in a closed dialog. */}
        <ConfirmForm {...props} />
      </AlertDialogContent>
    </AlertDialog>
  );
}

function ConfirmForm(props: ConfirmWithCodeDialogProps) {
  const { id, title, description, confirmLabel, pendingLabel, cancelLabel, onConfirm } = props;
  const { t } = useLingui();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const focusFirst = (found: { password?: string; code?: string }) =>
    document.getElementById(found.password ? `${id}-password` : `${id}-code`)?.focus();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setFailure(null);
    const found = { password: passwordError(password), code: codeError(code) };
    setErrors(found);
    if (found.password || found.code) return focusFirst(found);
    setPending(true);
    try {
      await onConfirm({ password, code: cleanCode(code) });
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
      <CodeField
        label={t`6-digit code`}
        hint={t`From your authenticator app.`}
        id={`${id}-code`}
        value={code}
        onChange={(e) => setCode(e.target.value)}
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
