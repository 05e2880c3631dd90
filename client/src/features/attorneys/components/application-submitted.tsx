import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { paths } from "@/config/paths";

/** The thank-you page after a successful application (spec section 2). */
export function ApplicationSubmitted() {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone; move focus to the news so keyboard and screen-reader users are not left nowhere.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="mx-auto max-w-2xl">
      <CardContent className="grid justify-items-center gap-4 p-8 text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-success-strong" />
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
          Thank You for Applying
        </h1>
        <p className="text-muted-foreground">
          Our team reviews every application manually, checking your license number and bar registration. Review
          takes 2-3 business days, and we will send you an email once it is complete.
        </p>
        <Button asChild variant="outline">
          <Link href={paths.home}>Return Home</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
