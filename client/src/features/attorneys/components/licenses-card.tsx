import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";
import type { StateCode } from "@shared/states";
import { paths } from "@shared/paths";
import { LICENSE_NUMBER_REQUIRED, STATE_MESSAGE } from "@shared/validators";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError, fieldAria } from "@/components/ui/form-field";
import { FormAlert } from "@/components/ui/form-alert";
import { fieldControlClass, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadFailed } from "@/components/errors/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { useAddLicense, useLicenses } from "@/lib/api/licenses";
import { hasStatus } from "@/lib/api-client";
import { getErrorMessage, getFieldErrors, reportFailure } from "@/lib/api-errors";
import { useFormat } from "@/lib/format";
import { cn } from "@/lib/utils";

/**
 * Where the attorney may answer (docs/decisions/018): their licenses, and a form to add one. An added
 * license counts once an admin has verified it.
 */
export function LicensesCard() {
  const { t } = useLingui();
  const { stateName, states } = useFormat();
  const licenses = useLicenses();
  const add = useAddLicense();
  const [state, setState] = useState("");
  const [licenseNumber, setLicenseNumber] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A failure that is not about one field stays by the form as well as in the toast (docs/decisions/025).
  const [failure, setFailure] = useState<string | null>(null);
  const held = new Set(licenses.data?.map((l) => l.state));

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    // The shared checks' English, shown in the reader's language by FieldError (docs/decisions/040).
    const local: Record<string, string> = {};
    if (!state) local.state = STATE_MESSAGE;
    if (!licenseNumber.trim()) local.licenseNumber = LICENSE_NUMBER_REQUIRED;
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length) return;
    add.mutate(
      { state: state as StateCode, licenseNumber },
      {
        onSuccess: (license) => {
          setState("");
          setLicenseNumber("");
          const state = stateName(license.state);
          toast({
            title: t`License Added`,
            description: t`Your ${state} license is waiting for an administrator to verify it.`,
          });
        },
        onError: (error) => {
          const fields = getFieldErrors(error);
          if (fields.length) {
            setErrors(Object.fromEntries(fields.map((f) => [f.path, f.message])));
            return;
          }
          const fallback = t`Your license was not added. Please try again.`;
          // A state already held (409) is about the state chosen: said under it, in the server's words.
          if (hasStatus(error, 409)) {
            setErrors({ state: getErrorMessage(error, fallback) });
            return;
          }
          reportFailure(error, fallback, setFailure);
        },
      },
    );
  };

  return (
    <Card id="attorney-licenses">
      <CardHeader>
        <CardTitle>
          <Trans>Your Licenses</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            You see and claim questions about the states where your license is verified, and questions without a state.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {licenses.isLoading ? (
          <Spinner label={t`Loading your licenses...`} showLabel />
        ) : licenses.isError ? (
          <LoadFailed message={t`We couldn't load your licenses.`} onRetry={() => void licenses.refetch()} />
        ) : (
          <ul className="grid gap-2" aria-label={t`Your licenses`}>
            {licenses.data?.map(({ id, state: code, licenseNumber: number, status }) => (
              <li key={id} className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{stateName(code)}</span>
                <span className="text-sm text-muted-foreground">
                  <Trans>No. {number}</Trans>
                </span>
                {status === "verified" ? (
                  <Badge variant="success">
                    <Trans>Verified</Trans>
                  </Badge>
                ) : (
                  <Badge variant="warning">
                    <Trans>Waiting for verification</Trans>
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div className="grid gap-2">
            <Label htmlFor="license-state">
              <Trans>State</Trans>
            </Label>
            <select
              className={cn(fieldControlClass, "h-10 py-2")}
              value={state}
              onChange={(e) => setState(e.target.value)}
              {...fieldAria("license-state", errors.state)}
            >
              <option value="">{t`Select a state`}</option>
              {states
                .filter((s) => !held.has(s.code))
                .map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
            </select>
            <FieldError id="license-state" message={errors.state} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="license-number">
              <Trans>License number</Trans>
            </Label>
            <Input
              value={licenseNumber}
              onChange={(e) => setLicenseNumber(e.target.value)}
              {...fieldAria("license-number", errors.licenseNumber)}
            />
            <FieldError id="license-number" message={errors.licenseNumber} />
          </div>
          <Button type="submit" blocked={add.isPending}>
            {add.isPending ? t`Adding...` : t`Add License`}
          </Button>
        </form>
        <FormAlert message={failure} />
        <p className="text-sm">
          <Trans>
            <Link href={paths.conflictList} className="font-medium text-primary underline underline-offset-4">
              Manage your conflict list
            </Link>{" "}
            <span className="text-muted-foreground">
              to have questions that name your clients or adverse parties marked before you claim them.
            </span>
          </Trans>
        </p>
      </CardContent>
    </Card>
  );
}
