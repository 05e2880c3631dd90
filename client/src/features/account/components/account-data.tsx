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
import { getErrorMessage, getFieldErrors, isUnauthorizedError, toastApiError } from "@/lib/api-errors";

/** "Download my data" (docs/decisions/022): one JSON file of everything stored about the account. */
export function DownloadMyData() {
  const download = useDownloadMyData();
  const onDownload = () =>
    download.mutate(undefined, {
      onSuccess: ({ name, blob }) => {
        saveFile(name, blob);
        toast({ title: "Download Started", description: `Your data is being saved as ${name}.` });
      },
      onError: (err) => toastApiError(err, "Your data could not be prepared. Please try again."),
    });
  return (
    <Card>
      <CardHeader className="gap-1">
        <h2 className="text-lg font-semibold">Your data</h2>
        <p className="text-sm text-muted-foreground">
          One file with everything we store about you: your account, your questions with their answers and follow-ups,
          and, if you are an attorney, your profile, licenses, conflict list and work. Keep it somewhere private: it
          holds what you wrote.
        </p>
      </CardHeader>
      <CardContent>
        <Button onClick={onDownload} disabled={download.isPending}>
          {download.isPending ? "Preparing..." : "Download my data"}
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
      <li>your account, your name and your e-mail address; you are signed out everywhere;</li>
      <li>every question you asked, with its answer and follow-ups;</li>
      {hasRole("attorney") ? (
        <>
          <li>your attorney profile, your licenses and your conflict list;</li>
          <li>questions you claimed and have not answered go back to the queue for another attorney;</li>
          <li>answers you gave stay for the people who asked, shown as by &ldquo;a volunteer attorney&rdquo;.</li>
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
          goTo(`${paths.home}?deleted=1`);
        },
        onError: (err) => {
          if (isUnauthorizedError(err)) return;
          const [field] = getFieldErrors(err);
          setError(field?.message ?? getErrorMessage(err, "Your account was not deleted. Please try again."));
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader className="gap-1">
        <h2 className="text-lg font-semibold">Delete my account</h2>
        <p className="text-sm text-muted-foreground">
          Erases your account and what you asked. It cannot be undone; download your data first if you want a copy.
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
          Delete my account
        </Button>
        <AlertDialog open={open} onOpenChange={setOpen}>
          <AlertDialogContent>
            <form onSubmit={onConfirm} noValidate className="grid gap-4">
              <AlertDialogTitle>Delete your account?</AlertDialogTitle>
              <AlertDialogDescription asChild>
                <div className="grid gap-2">
                  <p>This erases, for good:</p>
                  <WhatIsErased />
                </div>
              </AlertDialogDescription>
              <TextField
                id="delete-password"
                label="Your password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={error}
              />
              <AlertDialogFooter>
                <AlertDialogCancel>Keep My Account</AlertDialogCancel>
                <Button type="submit" variant="destructive" disabled={remove.isPending}>
                  {remove.isPending ? "Deleting..." : "Delete Account"}
                </Button>
              </AlertDialogFooter>
            </form>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
