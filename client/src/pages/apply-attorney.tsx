import { useState } from "react";
import { Link } from "wouter";
import { Card, CardContent } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { ApplicationForm } from "@/features/attorneys/components/application-form";
import { ApplicationSubmitted } from "@/features/attorneys/components/application-submitted";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useAttorneyProfile } from "@/lib/auth";

export function ApplyAttorneyPage() {
  const [submitted, setSubmitted] = useState(false);
  const { profile } = useAttorneyProfile();
  useDocumentTitle(submitted ? "Application Submitted" : "Apply as an Attorney");

  if (submitted) return <ApplicationSubmitted />;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Apply as an Attorney</h1>
        <p className="text-muted-foreground">
          Help people understand their legal questions. Tell us about your license, education and practice; an admin
          reviews each application manually.
        </p>
      </header>
      {profile ? (
        <Card role="status">
          <CardContent className="grid gap-2 p-6">
            <p className="font-semibold">You have already applied as an attorney.</p>
            <p className="text-sm text-muted-foreground">
              {profile.isApproved ? "Your application has been approved." : "Your application is under review."}{" "}
              <Link href={paths.attorney} className="font-medium text-primary underline underline-offset-4">
                Go to the Attorney Dashboard
              </Link>
            </p>
          </CardContent>
        </Card>
      ) : (
        <ApplicationForm onSubmitted={() => setSubmitted(true)} />
      )}
    </div>
  );
}
