import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import { createContext, useContext, useRef, type ComponentProps } from "react";
import { buttonVariants } from "@/components/ui/button";
import { ModalCorner } from "@/components/ui/modal-corner";
import { cn } from "@/lib/utils";

// A confirmation that must be answered before going on (Radix AlertDialog: focus is trapped, Escape cancels,
// and the cancel button takes focus first, so the safe choice is the default). On closing, focus goes back to what
// opened it (docs/decisions/032): Radix returns it to a Trigger, and a dialog opened from code (a claim that needs a
// conflict check) has none, so the element that had focus when it opened is remembered here.

export const AlertDialog = AlertDialogPrimitive.Root;

// While the dialog's change is being sent (`busy`), neither its cancel button nor Escape closes it: closed, it would
// say nothing of a change that goes through all the same (docs/ux.md).
const Busy = createContext(false);

export function AlertDialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  busy = false,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content> & { busy?: boolean }) {
  const opener = useRef<Element | null>(null);
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <AlertDialogPrimitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg",
          className,
        )}
        onOpenAutoFocus={(event) => {
          // Focus has not moved into the dialog yet.
          opener.current = document.activeElement;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const back = opener.current;
          opener.current = null;
          // An opener that has gone (the action removed it) leaves the choice to the screen.
          if (event.defaultPrevented || !(back instanceof HTMLElement) || !back.isConnected || back === document.body)
            return;
          event.preventDefault();
          back.focus();
        }}
        onEscapeKeyDown={(event) => {
          if (busy) event.preventDefault();
          onEscapeKeyDown?.(event);
        }}
        {...props}
      >
        {/* The app's Quick exit, which the overlay hides on the page: first in the dialog, at its top. */}
        <ModalCorner />
        <Busy.Provider value={busy}>{children}</Busy.Provider>
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cn("text-lg font-semibold", className)} {...props} />;
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export function AlertDialogCancel({
  className,
  onClick,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  const busy = useContext(Busy);
  return (
    <AlertDialogPrimitive.Cancel
      aria-disabled={busy || undefined}
      className={cn(buttonVariants({ variant: "outline" }), busy && "cursor-not-allowed opacity-60", className)}
      onClick={(event) => {
        // Radix closes unless the click's default is prevented.
        if (busy) event.preventDefault();
        onClick?.(event);
      }}
      {...props}
    />
  );
}

export function AlertDialogAction({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Action>) {
  return <AlertDialogPrimitive.Action className={cn(buttonVariants(), className)} {...props} />;
}
