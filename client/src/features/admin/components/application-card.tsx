import type { ReviewedAttorneyDto } from "@shared/api/types";
import { Trans, useLingui } from "@lingui/react/macro";
import { MailCheck, MailWarning, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { getFullName } from "@/lib/auth";
import { useFormat } from "@/lib/format";

interface ApplicationCardProps {
  application: ReviewedAttorneyDto;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

function Detail({ label, value }: { label: string; value: string | number | null }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm wrap-anywhere">{value === null || value === "" ? <Trans>Not provided</Trans> : value}</dd>
    </div>
  );
}

/** Whether the applicant's account has proven the address; attorney powers wait for it (docs/decisions/014). */
export function EmailStatus({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-success-strong">
      <MailCheck aria-hidden="true" className="size-4" /> <Trans>E-mail confirmed</Trans>
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-warning-strong">
      <MailWarning aria-hidden="true" className="size-4" /> <Trans>E-mail not confirmed</Trans>
    </span>
  );
}

/**
 * Another attorney holds, or applied with, the same license: a real attorney's number is easy to copy, so the admin
 * checks with the state's bar before approving (docs/decisions/027).
 */
export function DuplicateLicense({ state }: { state: string }) {
  const { stateName } = useFormat();
  const where = stateName(state);
  return (
    <p className="inline-flex items-start gap-1 text-sm font-medium text-warning-strong">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <Trans>
        Another attorney has this license number in {where}. Check it with the state bar before you approve.
      </Trans>
    </p>
  );
}

/** One pending application, with everything an admin checks before deciding (spec section 2). */
export function ApplicationCard({ application: a, busy, onApprove, onReject }: ApplicationCardProps) {
  const { t } = useLingui();
  const { formatDate, stateName } = useFormat();
  const name = getFullName(a);
  const applied = formatDate(a.createdAt);
  const titleId = `application-${a.id}-title`;
  const whyId = `application-${a.id}-why`;
  return (
    <li>
      <Card role="article" aria-labelledby={titleId}>
        <CardHeader className="gap-1">
          <h3 id={titleId} className="text-lg font-semibold wrap-anywhere">
            {name}
          </h3>
          <p className="text-sm text-muted-foreground wrap-anywhere">
            <a href={`mailto:${a.email}`} className="underline underline-offset-4">
              {a.email}
            </a>{" "}
            · <Trans>Applied {applied}</Trans>
          </p>
          <EmailStatus verified={a.addressConfirmed} />
          {a.duplicateLicense ? <DuplicateLicense state={a.practiceState} /> : null}
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Detail label={t`License Number`} value={a.licenseNumber} />
            <Detail label={t`BPR Number`} value={a.bprNumber} />
            <Detail label={t`Practice State`} value={stateName(a.practiceState)} />
            <Detail label={t`Years of Experience`} value={a.yearsExperience} />
            <Detail label={t`Law School`} value={a.lawSchool} />
            <Detail label={t`Graduation Year`} value={a.graduationYear} />
            <Detail label={t`Practice Areas`} value={a.practiceAreas} />
            <Detail label={t`Specializations`} value={a.specializations} />
          </dl>
        </CardContent>
        <CardFooter className="flex-wrap gap-3">
          <Button
            id={`application-${a.id}-approve`}
            onClick={onApprove}
            disabled={!a.addressConfirmed}
            blocked={busy}
            aria-label={t`Approve ${name}`}
            aria-describedby={a.addressConfirmed ? undefined : whyId}
          >
            <Trans>Approve</Trans>
          </Button>
          {/* Apart from Approve, and quieter; both ask again in a dialog (docs/decisions/025, 033). */}
          <Button
            id={`application-${a.id}-reject`}
            variant="outline"
            onClick={onReject}
            blocked={busy}
            aria-label={t`Reject ${name}`}
            className="ml-auto border-destructive text-destructive hover:bg-destructive-soft"
          >
            <Trans>Reject</Trans>
          </Button>
          {a.addressConfirmed ? null : (
            <p id={whyId} className="basis-full text-sm text-muted-foreground">
              <Trans>
                You can approve once the applicant has an account with this e-mail address and has confirmed it from the
                link we sent. Anyone can type a law firm&apos;s address; the confirmation shows the applicant really
                receives its mail.
              </Trans>
            </p>
          )}
        </CardFooter>
      </Card>
    </li>
  );
}
