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

// How many refusals a gate has led from: each is answered once, whether it came before or after the gate mounted.
let answeredRefusals = 0;

/** True once for each refusal no gate has led from yet (components/layout/two-factor-gate.tsx). */
export function takeNewRefusal(): boolean {
  if (state.refusals === answeredRefusals) return false;
  answeredRefusals = state.refusals;
  return true;
}

export function requireTwoFactor(): void {
  set({ required: true, refusals: state.refusals + 1 });
}

// Whose sign-in in this tab has been led to the setup by its roles' answer already (sessionStorage: this tab only).
const LED_KEY = "cc.twoFactorLed";

/**
 * The roles' answer says a role waits for a second factor: the setup opens once per sign-in in this tab. A reload or a
 * typed address afterwards is the person going elsewhere, as decision 031 leaves them free to (their own questions
 * need no second factor); a refused call still leads there each time.
 */
export function leadToSetupOnce(userId: string): void {
  try {
    if (sessionStorage.getItem(LED_KEY) === userId) return;
    sessionStorage.setItem(LED_KEY, userId);
  } catch {
    // Storage refused (a private window's quota): lead every time rather than never.
  }
  requireTwoFactor();
}

/** A new sign-in: its roles' answer may lead to the setup again. */
export function forgetSetupLead(): void {
  try {
    sessionStorage.removeItem(LED_KEY);
  } catch {
    // Nothing was kept.
  }
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
