import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

/**
 * A button that shows only an icon: `label` is its accessible name and its tooltip, so sighted keyboard and mouse users
 * see what screen readers say (docs/ux.md).
 */
export function IconButton({ label, ...props }: { label: string } & Omit<ComponentProps<typeof Button>, "size">) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} {...props} />
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}
