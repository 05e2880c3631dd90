import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import type { PasskeyDto } from "@shared/api/types";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { hasStatus } from "@/lib/api-client";
import { getErrorMessage, isUnauthorizedError, toastApiError } from "@/lib/api-errors";
import { useFormat } from "@/lib/format";
import { passkeyStepMessage, supportsWebAuthn } from "@/lib/webauthn";
import { useAddPasskey } from "@/features/security/api/add-passkey";
import { usePasskeys } from "@/features/security/api/get-passkeys";
import { useRemovePasskey } from "@/features/security/api/remove-passkey";

const NAME_MAX = 60;

/** "Add a passkey", with an optional name; the browser then asks for the device's fingerprint, face or PIN. */
function AddPasskey() {
  const { t } = useLingui();
  const add = useAddPasskey();
  const [name, setName] = useState("");
  // The error, not its words: they are said while drawing, so a switch of language says them again.
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const step = failed && passkeyStepMessage(failed.error);
  const failure = failed
    ? step
      ? t(step)
      : getErrorMessage(failed.error, t`The passkey was not added. Please try again.`)
    : null;
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (add.isPending) return;
    setFailed(null);
    add.mutate(
      { name },
      {
        onSuccess: (passkey) => {
          setName("");
          const { name } = passkey;
          toast({ title: t`Passkey Added`, description: t`You can now sign in with "${name}".` });
        },
        onError: (err) => {
          if (!isUnauthorizedError(err)) setFailed({ error: err });
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Add a passkey`} className="grid max-w-md gap-3">
      <TextField
        id="passkey-name"
        label={t`Name (optional)`}
        hint={t`So you can tell your passkeys apart, for example “Work laptop”.`}
        maxLength={NAME_MAX}
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <FormAlert message={failure} />
      <Button type="submit" className="justify-self-start" blocked={add.isPending}>
        {add.isPending ? t`Waiting for your device...` : t`Add a passkey`}
      </Button>
    </form>
  );
}

function PasskeyRow({ passkey, onRemove }: { passkey: PasskeyDto; onRemove: () => void }) {
  const { t } = useLingui();
  const { formatDate } = useFormat();
  const { name } = passkey;
  const added = formatDate(passkey.createdAt);
  const lastUsed = formatDate(passkey.lastUsedAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="grid gap-0.5 text-sm">
        <p className="font-medium wrap-anywhere">{passkey.name}</p>
        <p className="text-muted-foreground">
          <Trans>Added {added}</Trans> · {passkey.lastUsedAt ? t`Last used ${lastUsed}` : t`Never used`}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onRemove} aria-label={t`Remove ${name}`}>
        <Trans>Remove</Trans>
      </Button>
    </li>
  );
}

/**
 * Passkeys (docs/decisions/031): sign in with the phone's or computer's own lock instead of a password and code. The
 * list says when each was added and last used; removing one asks first. Without WebAuthn the card says so calmly
 * and offers no Add.
 */
export function PasskeysCard() {
  const { t } = useLingui();
  const passkeys = usePasskeys();
  const remove = useRemovePasskey();
  const [removing, setRemoving] = useState<PasskeyDto | null>(null);
  const supported = supportsWebAuthn();
  // A removed passkey's row, with the Remove that opened the dialog, is gone when the dialog closes: focus goes to the
  // card's heading instead of the page's body (docs/ux.md).
  const heading = useRef<HTMLHeadingElement>(null);
  const removedOne = useRef(false);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        const { name } = removing;
        toast({ title: t`Passkey Removed`, description: t`"${name}" can no longer be used to sign in.` });
        removedOne.current = true;
        setRemoving(null);
      },
      onError: (err) => {
        // 404: it was removed already (another tab, another device): the list is read again and shows it gone.
        if (hasStatus(err, 404)) {
          removedOne.current = true;
          void passkeys.refetch();
        } else toastApiError(err, t`The passkey was not removed. Please try again.`);
        setRemoving(null);
      },
    });
  };

  const removingName = removing?.name;
  let list;
  if (passkeys.isPending) list = <Spinner label={t`Loading passkeys...`} />;
  else if (passkeys.isError)
    list = (
      <div className="grid gap-3">
        <FormAlert message={getErrorMessage(passkeys.error, t`We couldn't load your passkeys. Please try again.`)} />
        <Button variant="outline" className="justify-self-start" onClick={() => void passkeys.refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      </div>
    );
  else if (passkeys.data.length === 0)
    list = (
      <p className="text-sm">
        <Trans>You have no passkeys yet.</Trans>
      </p>
    );
  else
    list = (
      <ul aria-label={t`Your passkeys`} className="divide-y">
        {passkeys.data.map((passkey) => (
          <PasskeyRow key={passkey.id} passkey={passkey} onRemove={() => setRemoving(passkey)} />
        ))}
      </ul>
    );

  return (
    <Card>
      <CardHeader className="gap-1">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          <Trans>Passkeys</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            A passkey lets you sign in with your fingerprint, face or device PIN instead of your password and a code.
          </Trans>
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {list}
        {supported ? (
          <AddPasskey />
        ) : (
          <p className="text-sm">
            <Trans>
              This browser can&apos;t make or use passkeys. You can still sign in with your password, and add a passkey
              from another browser or device.
            </Trans>
          </p>
        )}
      </CardContent>
      <AlertDialog open={removing !== null} onOpenChange={(open) => (open ? null : setRemoving(null))}>
        <AlertDialogContent
          busy={remove.isPending}
          onCloseAutoFocus={(event) => {
            if (!removedOne.current) return;
            removedOne.current = false;
            event.preventDefault();
            heading.current?.focus();
          }}
        >
          <AlertDialogTitle>
            <Trans>Remove this passkey?</Trans>
          </AlertDialogTitle>
          <AlertDialogDescription>
            {removing ? t`"${removingName}" will no longer sign you in. You can add it again later.` : null}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>
              <Trans>Keep It</Trans>
            </AlertDialogCancel>
            <Button variant="destructive" onClick={confirmRemove} blocked={remove.isPending}>
              {remove.isPending ? t`Removing...` : t`Remove Passkey`}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
