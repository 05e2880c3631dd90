import { useSyncExternalStore, type ReactElement, type ReactNode } from "react";

// Spec section 9: one toast at a time; a dismissed toast is removed after 1,000,000 ms; default display 5000 ms.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; defaults to TOAST_DURATION. */
  duration?: number;
  /** A <ToastAction> element. */
  action?: ReactElement;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

export type ToastFn = (options: ToastOptions) => ToastHandle;

// A tiny store outside React, so `toast()` can be called from anywhere (query callbacks, lib helpers).
let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function setToasts(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function clearRemovalTimer(id: string) {
  const timer = removalTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removalTimers.delete(id);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes one toast, or every toast when no id is given; it is removed from memory later. */
export function dismissToast(id?: string) {
  const closing = toasts.filter((t) => id === undefined || t.id === id);
  closing.forEach((t) => scheduleRemoval(t.id));
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

export const toast: ToastFn = (options) => {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const next = [{ ...options, id, open: true }, ...toasts];
  // Toasts pushed out by the limit are gone at once; their pending removal timers are cancelled.
  next.slice(TOAST_LIMIT).forEach((t) => clearRemovalTimer(t.id));
  setToasts(next.slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (update) => setToasts(toasts.map((t) => (t.id === id ? { ...t, ...update } : t))),
  };
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
