import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { fieldControlClass } from "@/components/ui/input";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldControlClass, "min-h-24 py-2 leading-relaxed", className)} {...props} />;
}
