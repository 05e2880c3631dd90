import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { goTo } from "@/lib/browser";
import {
  getErrorMessage,
  handleUnauthorized,
  isUnauthorizedError,
  toastApiError,
  unreachableMessage,
} from "@/lib/api-errors";
import { showInSpanish } from "@/test/spanish";

afterEach(() => {
  vi.useRealTimers();
});

describe("isUnauthorizedError", () => {
  it.each([
    ['401: {"message":"Unauthorized"}', true],
    ["401: Unauthorized", true],
    ["401: You are Unauthorized here", true],
    ['403: {"message":"Unauthorized"}', false],
    ['401: {"message":"Invalid email or password"}', false],
    ["Unauthorized", false],
    [" 401: Unauthorized", false],
  ])("%s -> %s", (message, expected) => {
    expect(isUnauthorizedError(new Error(message))).toBe(expected);
  });

  it("is false for values that are not errors", () => {
    expect(isUnauthorizedError("401: Unauthorized")).toBe(false);
    expect(isUnauthorizedError(null)).toBe(false);
  });

  it("recognises the api client's own 401 errors", () => {
    expect(isUnauthorizedError(new ApiError(401, "Unauthorized", '{"message":"Unauthorized"}'))).toBe(true);
  });
});

describe("handleUnauthorized", () => {
  it("shows the spec's toast, then loads /api/login after 500 ms", () => {
    vi.useFakeTimers();
    const toast = vi.fn();
    handleUnauthorized(toast);
    expect(toast).toHaveBeenCalledWith({
      title: "Unauthorized",
      description: "You are logged out. Logging in again...",
      variant: "destructive",
    });
    vi.advanceTimersByTime(499);
    expect(goTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(goTo).toHaveBeenCalledWith("/api/login");
  });

  it("names the screen it happened on, so that Sign In comes back to it (docs/decisions/054)", () => {
    vi.useFakeTimers();
    window.history.pushState(null, "", "/question/12?answer=12");
    try {
      handleUnauthorized(vi.fn());
      vi.advanceTimersByTime(500);
      expect(goTo).toHaveBeenCalledWith("/api/login?next=%2Fquestion%2F12%3Fanswer%3D12");
    } finally {
      window.history.pushState(null, "", "/");
    }
  });
  it("says it in the language the page is in when it happens", () => {
    vi.useFakeTimers();
    showInSpanish();
    const toast = vi.fn();
    handleUnauthorized(toast);
    expect(toast).toHaveBeenCalledWith({
      title: "No autorizado",
      description: "Su sesión se cerró. Volviendo a iniciar sesión...",
      variant: "destructive",
    });
    expect(unreachableMessage()).toBe(
      "No podemos conectarnos con ClearCounsel en este momento. Por favor, inténtelo de nuevo en un momento.",
    );
    // A failed fetch says so in the page's language, on a form as in a toast.
    expect(getErrorMessage(new TypeError("Failed to fetch"), "fallback")).toBe(unreachableMessage());
    toastApiError(new Error("500: oops"), "No se guardó.", undefined, toast);
    expect(toast).toHaveBeenLastCalledWith({ variant: "destructive", title: "Error", description: "No se guardó." });
  });
});

describe("getErrorMessage", () => {
  it("uses the message field of the JSON body", () => {
    expect(getErrorMessage(new Error('400: {"message":"Invalid or expired reset link"}'), "fallback")).toBe(
      "Invalid or expired reset link",
    );
  });

  it("falls back for bodies without a message, non-JSON bodies and non-HTTP errors", () => {
    expect(getErrorMessage(new Error('400: {"errors":[]}'), "fallback")).toBe("fallback");
    expect(getErrorMessage(new Error("502: <html>Bad Gateway</html>"), "fallback")).toBe("fallback");
    expect(getErrorMessage(new Error("500: Internal Server Error"), "fallback")).toBe("fallback");
    expect(getErrorMessage(undefined, "fallback")).toBe("fallback");
  });

  it("says the server could not be reached when the request never got an answer (docs/decisions/025)", () => {
    expect(getErrorMessage(new TypeError("Failed to fetch"), "Please check your credentials and try again.")).toBe(
      "We can't reach ClearCounsel right now. Please try again in a moment.",
    );
  });
});

describe("toastApiError", () => {
  it("shows nothing for a 401: the query client answers those, once", () => {
    const toast = vi.fn();
    toastApiError(new Error('401: {"message":"Unauthorized"}'), "Failed to claim question", "Error", toast);
    expect(toast).not.toHaveBeenCalled();
    expect(goTo).not.toHaveBeenCalled();
  });

  it("shows other failures under the title given, with the server's message or the fallback", () => {
    const toast = vi.fn();
    toastApiError(
      new Error('409: {"message":"Question is no longer available"}'),
      "Failed to claim question",
      "Error",
      toast,
    );
    expect(toast).toHaveBeenLastCalledWith({
      variant: "destructive",
      title: "Error",
      description: "Question is no longer available",
    });
    toastApiError(new Error("500: Internal Server Error"), "Please try again.", "Revoke Failed", toast);
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: "Revoke Failed", description: "Please try again." }),
    );
    expect(goTo).not.toHaveBeenCalled();
  });
});
