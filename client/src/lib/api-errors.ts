import { i18n } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { UNAUTHORIZED_REDIRECT_MS } from "@/config/timings";
import { paths, returningTo } from "@shared/paths";
import { ApiError, hasStatus } from "@/lib/api-client";
import { goTo } from "@/lib/browser";
import { translateServerMessage } from "@/lib/server-messages";
import { toast as defaultToast, type ToastFn } from "@/hooks/use-toast";

// Spec section 8: a message starting "401: " that contains "Unauthorized" counts as unauthorized.
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/**
 * The one place that turns "logged out" into the spec's toast and, 500 ms later, a full page load of /api/login, which
 * names the screen the person was on so that Sign In comes back to it (docs/decisions/054). Returns the timer id so a
 * caller that unmounts may cancel it.
 */
export function handleUnauthorized(toast: ToastFn = defaultToast): ReturnType<typeof setTimeout> {
  // Said when it happens, outside any screen: in the language active at that moment (docs/decisions/038).
  toast({
    title: t`Unauthorized`,
    description: t`You are logged out. Logging in again...`,
    variant: "destructive",
  });
  const here = `${window.location.pathname}${window.location.search}`;
  return setTimeout(() => goTo(returningTo(paths.apiLogin, here)), UNAUTHORIZED_REDIRECT_MS);
}

/**
 * docs/decisions/025: what a failed call says when the server could not be reached at all, in the language active
 * when it is called (docs/decisions/038).
 */
const UNREACHABLE = msg`We can't reach ClearCounsel right now. Please try again in a moment.`;
export const unreachableMessage = (): string => i18n._(UNREACHABLE);

/** The request never got an answer: fetch itself failed (offline, server stopped, connection refused). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * The server's message for an 'Error' toast: the `message` field of the JSON body after "<status>: ", else
 * `fallback` (HTML error pages, empty bodies). When the server could not be reached at all, that, and not the
 * fallback: "check your credentials" would not be true.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (isUnreachable(error)) return unreachableMessage();
  if (!(error instanceof Error)) return fallback;
  const body = /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1];
  if (body === undefined) return fallback;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed) {
      const message = (parsed as { message: unknown }).message;
      // The server speaks English; the reader sees it in the page's language (docs/decisions/040).
      if (typeof message === "string" && message.trim()) return translateServerMessage(message);
    }
  } catch {
    // Not JSON: fall through to the fallback rather than showing raw markup to the user.
  }
  return fallback;
}

/**
 * The one error toast of a failed call on a signed-in screen (spec section 8): the server's message or
 * `fallback`, under `title`. A 401 shows nothing here: the query client already answered it (query-client.ts).
 */
export function toastApiError(error: unknown, fallback: string, title = t`Error`, toast: ToastFn = defaultToast): void {
  if (isUnauthorizedError(error)) return;
  toast({ variant: "destructive", title, description: getErrorMessage(error, fallback) });
}

/**
 * A failed send on a form (docs/decisions/025): its message on the form through `onForm` as well as in the toast. A
 * 401 shows neither: the page is leaving for sign-in.
 */
export function reportFailure(
  error: unknown,
  fallback: string,
  onForm: (message: string) => void,
  /**
   * Said instead of the server's bare "not found" for a 404, where the screen shows the very thing that is gone (a
   * question still on screen after its claim ended): what that means here.
   */
  notFound?: string,
): void {
  if (isUnauthorizedError(error)) return;
  const message = notFound && hasStatus(error, 404) ? notFound : getErrorMessage(error, fallback);
  onForm(message);
  defaultToast({ variant: "destructive", title: t`Error`, description: message });
}

/**
 * Whether the server refused with exactly `message`, the contract's English (shared/api/messages.ts). Compares what the
 * server wrote, not what getErrorMessage shows, which is in the page's language (docs/decisions/040).
 */
export function hasServerMessage(error: unknown, message: string): boolean {
  const body = error instanceof Error ? /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1] : undefined;
  if (body === undefined) return false;
  try {
    return (JSON.parse(body) as { message?: unknown } | null)?.message === message;
  } catch {
    return false;
  }
}

/** The `errors` of a 400 body (docs/architecture.md: `{message, errors: [{path, message}]}`), or [] for anything else. */
export function getFieldErrors(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  try {
    const parsed = JSON.parse(error.body) as { errors?: unknown };
    if (!Array.isArray(parsed.errors)) return [];
    return parsed.errors.filter(
      (e): e is { path: string; message: string } =>
        typeof e === "object" && e !== null && typeof e.path === "string" && typeof e.message === "string",
    );
  } catch {
    return [];
  }
}
