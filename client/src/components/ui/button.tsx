import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors " +
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring " +
    "disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary-hover",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive-hover",
        outline: "border border-input bg-background text-foreground hover:bg-accent",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary-hover",
        ghost: "text-foreground hover:bg-accent",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 px-4 py-2",
        sm: "h-9 px-3",
        lg: "h-11 px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export interface ButtonProps extends ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /** Render the single child (a Link, an <a>) with the button's styles instead of a <button>. */
  asChild?: boolean;
  /**
   * It cannot act now (its action is under way, or the page waits on the person first), yet it keeps focus: it reads
   * as disabled (aria-disabled) and a press does nothing, a form's Enter included. A `disabled` button loses focus,
   * which then falls to the page's body after every send (docs/ux.md, "Focus and keyboard").
   */
  blocked?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, blocked, onClick, ...props }: ButtonProps) {
  if (asChild)
    return <Slot className={cn(buttonVariants({ variant, size }), className)} onClick={onClick} {...props} />;
  return (
    <button
      // type="button" unless told otherwise, so a button inside a form never submits it by accident.
      type={type ?? "button"}
      aria-disabled={blocked}
      className={cn(buttonVariants({ variant, size }), blocked && "cursor-not-allowed opacity-60", className)}
      onClick={(event) => {
        // A form's implicit submission (Enter in a field) is a click on its submit button too, so this stops it.
        if (blocked) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    />
  );
}
