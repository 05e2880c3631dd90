import { useLingui } from "@lingui/react/macro";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { TOAST_DURATION } from "@/hooks/use-toast";
import type { ToastSide } from "@/components/ui/toast-side";

// Spec section 9: swipe right with a 50 px threshold; F8 (Radix's default hotkey) focuses the viewport.
export const TOAST_SWIPE_THRESHOLD = 50;

export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  const { t } = useLingui();
  return (
    <ToastPrimitive.Provider
      // What a screen reader says before a toast's text.
      label={t`Notification`}
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      {...props}
    />
  );
}

export function ToastViewport({
  className,
  side = "top",
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport> & { side?: ToastSide }) {
  const { t } = useLingui();
  // Radix writes the key that reaches the region (F8) where the label says "{hotkey}".
  const hotkey = "{hotkey}";
  // On phones the full width, under the sticky top (so Quick exit stays in reach, docs/decisions/032) or above the
  // emergency line, whichever keeps clear of what has focus (`useToastSide`); wider, bottom right.
  return (
    <ToastPrimitive.Viewport
      label={t`Notifications (${hotkey})`}
      data-side={side}
      className={cn(
        "fixed z-[100] flex max-h-screen w-full gap-2 p-4 outline-none",
        side === "top"
          ? "top-[var(--sticky-top,0px)] flex-col-reverse"
          : "bottom-[var(--sticky-bottom,0px)] top-auto flex-col",
        "sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]",
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-10 shadow-lg " +
    "data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out " +
    "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-toast-out",
  {
    variants: {
      variant: {
        default: "border-border bg-background text-foreground",
        destructive: "border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export function Toast({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const { t } = useLingui();
  return (
    <ToastPrimitive.Close
      aria-label={t`Close notification`}
      className={cn(
        "absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("text-sm opacity-95", className)} {...props} />;
}
