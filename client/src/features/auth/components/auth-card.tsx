import { useEffect, useRef, type ReactNode } from "react";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Move focus to the title on arrival: a step that replaces another (the code after the password) starts here. */
  focusTitle?: boolean;
}

/** The centered card of the sign-in, register and reset screens; its title is the page's h1. */
export function AuthCard({ title, description, children, footer, focusTitle = false }: AuthCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <div className="mx-auto w-full max-w-md py-4 sm:py-8">
      <Card>
        <CardHeader>
          <CardTitle as="h1" ref={heading} tabIndex={focusTitle ? -1 : undefined} className="text-2xl outline-none">
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer ? <CardFooter className="justify-center text-sm text-muted-foreground">{footer}</CardFooter> : null}
      </Card>
    </div>
  );
}
