import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { paths } from "@shared/paths";
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
import { TextField } from "@/components/ui/form-field";
import { toast } from "@/hooks/use-toast";
import { useDeleteMyAccount, useDownloadMyData } from "@/features/account/api/account-data";
import { useRoles } from "@/lib/auth";
import { goTo, saveFile } from "@/lib/browser";
import { dropKeptDraft } from "@/lib/kept-draft";
import { announceSession } from "@/lib/session-tabs";
import { getErrorMessage, getFieldErrors, isUnauthorizedError, toastApiError } from "@/lib/api-errors";

/** "Download my data" (docs/decisions/022): one JSON file of everything stored about the account. */
export function DownloadMyData() {
  const { t } = useLingui();
  const download = useDownloadMyData();
  const onDownload = () =>
    download.mutate(undefined, {
      onSuccess: ({ name, blob }) => {
        saveFile(name, blob);
        toast({ title: t`Download Started`, description: t`Your data is being saved as ${name}.` });
      },
      onError: (err) => toastApiError(err, t`Your data could not be prepared. Please try again.`),
    });
  return (
    <Card>
      <CardHeader className="gap-1">
        <h2 className="text-lg font-semibold">
          <Trans>Your data</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            One file with everything we store about you: your account, your questions with their answers and follow-ups,
            and, if you are an attorney, your profile, licenses, conflict list and work. Keep it somewhere private: it
            holds what you wrote.
          </Trans>
        </p>
      </CardHeader>
      <CardContent>
        <Button onClick={onDownload} blocked={download.isPending}>
          {download.isPending ? t`Preparing...` : t`Download my data`}
        </Button>
      </CardContent>
    </Card>
  );
}

/** What deleting erases, said before it happens, for the roles this account has. */
function WhatIsErased() {
  const { hasRole } = useRoles();
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      <li>
        <Trans>your account, your name and your e-mail address; you are signed out everywhere;</Trans>
      </li>
      <li>
        {/* The last item ends the list with a full stop: for an attorney, the items below follow it. */}
        {hasRole("attorney") ? (
          <Trans>every question you asked, with its answer and follow-ups;</Trans>
        ) : (
          <Trans>every question you asked, with its answer and follow-ups.</Trans>
        )}
      </li>
      {hasRole("attorney") ? (
        <>
          <li>
            <Trans>your attorney profile, your licenses and your conflict list;</Trans>
          </li>
          <li>
            <Trans>questions you claimed and have not answered go back to the queue for another attorney;</Trans>
          </li>
          <li>
            <Trans>answers you gave stay for the people who asked, shown as by “a volunteer attorney”.</Trans>
          </li>
        </>
      ) : null}
    </ul>
  );
}

/**
 * "Delete my account" (docs/decisions/022), after a dialog that names what will be erased and asks for the
 * password. A wrong password is said under its field and nothing changes; when it is done, the browser loads the
 * landing page, which says so.
 */
export function DeleteMyAccount() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteMyAccount();
  const queryClient = useQueryClient();

  const onConfirm = (e: React.FormEvent) => {
    e.preventDefault();
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          queryClient.clear();
          dropKeptDraft();
          announceSession({ signedOut: true });
          goTo(`${paths.home}?deleted=1`);
        },
        onError: (err) => {
          if (isUnauthorizedError(err)) return;
          const [field] = getFieldErrors(err);
          setError(field?.message ?? getErrorMessage(err, t`Your account was not deleted. Please try again.`));
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader className="gap-1">
        <h2 className="text-lg font-semibold">
          <Trans>Delete my account</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Erases your account and what you asked. It cannot be undone; download your data first if you want a copy.
          </Trans>
        </p>
      </CardHeader>
      <CardContent>
        <Button
          variant="destructive"
          onClick={() => {
            setPassword("");
            setError(undefined);
            setOpen(true);
          }}
        >
          <Trans>Delete my account</Trans>
        </Button>
        <AlertDialog open={open} onOpenChange={setOpen}>
          <AlertDialogContent busy={remove.isPending}>
            <form onSubmit={onConfirm} noValidate className="grid gap-4">
              <AlertDialogTitle>
                <Trans>Delete your account?</Trans>
              </AlertDialogTitle>
              <AlertDialogDescription asChild>
                <div className="grid gap-2">
                  <p>
                    <Trans>This erases, for good:</Trans>
                  </p>
                  <WhatIsErased />
                </div>
              </AlertDialogDescription>
              <TextField
                id="delete-password"
                label={t`Your password`}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={error}
              />
              <AlertDialogFooter>
                <AlertDialogCancel>
                  <Trans>Keep My Account</Trans>
                </AlertDialogCancel>
                <Button type="submit" variant="destructive" blocked={remove.isPending}>
                  {remove.isPending ? t`Deleting...` : t`Delete Account`}
                </Button>
              </AlertDialogFooter>
            </form>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
