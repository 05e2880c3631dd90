import { useSyncExternalStore } from "react";
import { TWO_FACTOR_REQUIRED } from "@shared/api/messages";
import { ApiError } from "@/lib/api-client";

/**
 * REQUIRE_2FA_ROLES (docs/decisions/031): any call may answer 403 TWO_FACTOR_REQUIRED to an account
 * whose role needs a second factor this session has not used. The query client notices it once for every screen
 * (query-client.ts) and raises this flag; the app shell then opens the security screen, which explains why.
 */
export function isTwoFactorRequired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  try {
    return (JSON.parse(error.body) as { message?: unknown }).message === TWO_FACTOR_REQUIRED;
  } catch {
    return false;
  }
}

interface GateState {
  /** The explanation is due on the security screen. */
  required: boolean;
  /** How many refusals have been seen: the shell leads to the security screen when it grows, not while it stays. */
  refusals: number;
}

let state: GateState = { required: false, refusals: 0 };
const listeners = new Set<() => void>();
const set = (next: GateState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

export function requireTwoFactor(): void {
  set({ required: true, refusals: state.refusals + 1 });
}

/** A second factor has just been turned on, which counts as using it: the explanation has done its work. */
export function clearTwoFactorRequired(): void {
  if (state.required) set({ ...state, required: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTwoFactorGate(): GateState {
  return useSyncExternalStore(subscribe, () => state);
}
