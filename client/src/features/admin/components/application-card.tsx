import type { AttorneyProfileDto } from "@shared/api/types";
import { formatDate } from "@shared/format/date";
import { PRACTICE_STATES } from "@shared/validators";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";

const stateName = (code: string) => PRACTICE_STATES.find((s) => s.code === code)?.name ?? code;

interface ApplicationCardProps {
  application: AttorneyProfileDto;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

function Detail({ label, value }: { label: string; value: string | number | null }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{value === null || value === "" ? "Not provided" : value}</dd>
    </div>
  );
}

/** One pending application, with everything an admin checks before deciding (spec section 2). */
export function ApplicationCard({ application: a, busy, onApprove, onReject }: ApplicationCardProps) {
  const name = `${a.firstName} ${a.lastName}`;
  const titleId = `application-${a.id}-title`;
  return (
    <li>
      <Card role="article" aria-labelledby={titleId}>
        <CardHeader className="gap-1">
          <h3 id={titleId} className="text-lg font-semibold">
            {name}
          </h3>
          <p className="text-sm text-muted-foreground">
            <a href={`mailto:${a.email}`} className="underline underline-offset-4">
              {a.email}
            </a>{" "}
            · Applied {formatDate(a.createdAt)}
          </p>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Detail label="License Number" value={a.licenseNumber} />
            <Detail label="BPR Number" value={a.bprNumber} />
            <Detail label="Practice State" value={stateName(a.practiceState)} />
            <Detail label="Years of Experience" value={a.yearsExperience} />
            <Detail label="Law School" value={a.lawSchool} />
            <Detail label="Graduation Year" value={a.graduationYear} />
            <Detail label="Practice Areas" value={a.practiceAreas} />
            <Detail label="Specializations" value={a.specializations} />
          </dl>
        </CardContent>
        <CardFooter className="gap-3">
          <Button onClick={onApprove} disabled={busy} aria-label={`Approve ${name}`}>
            Approve
          </Button>
          <Button variant="destructive" onClick={onReject} disabled={busy} aria-label={`Reject ${name}`}>
            Reject
          </Button>
        </CardFooter>
      </Card>
    </li>
  );
}
