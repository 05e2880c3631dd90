import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TourStep } from "@/features/onboarding/steps";
import { useOnboarding } from "@/features/onboarding/use-onboarding";
import { requestTourStart } from "@/lib/onboarding-flag";

const FLAG = "clearcounsel_onboarding_completed";
const steps: TourStep[] = [
  {
    id: "welcome",
    target: "body",
    title: { id: "Welcome", message: "Welcome" },
    content: { id: "Hello", message: "Hello" },
  },
];

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderOnboarding(options: { ready?: boolean; completedOnAccount?: boolean; onCompleted?: () => void } = {}) {
  const getSteps = vi.fn(() => steps);
  const hook = renderHook(
    (props: { ready?: boolean; completedOnAccount?: boolean; onCompleted?: () => void }) =>
      useOnboarding({ getSteps, ...props }),
    { initialProps: options },
  );
  return { ...hook, getSteps };
}

describe("useOnboarding", () => {
  it("opens the tour 1000 ms after load when the flag is absent", () => {
    const { result, getSteps } = renderOnboarding();
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(result.current.run).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.run).toEqual({ id: 1, steps });
    expect(getSteps).toHaveBeenCalledTimes(1);
  });

  it("opens it when the flag holds anything but 'true'", () => {
    localStorage.setItem(FLAG, "false");
    const { result } = renderOnboarding();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.run).not.toBeNull();
  });

  it("does not open the tour when the flag is 'true'", () => {
    localStorage.setItem(FLAG, "true");
    const { result } = renderOnboarding();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.run).toBeNull();
  });

  it("waits until it is ready, then counts the second from there", () => {
    const { result, rerender } = renderOnboarding({ ready: false });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.run).toBeNull();
    rerender({ ready: true });
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(result.current.run).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.run).not.toBeNull();
  });

  it("does not open if another tab completed the tour during the delay", () => {
    const { result } = renderOnboarding();
    localStorage.setItem(FLAG, "true");
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.run).toBeNull();
  });

  it("finishing (completed or skipped) stores 'true' and closes the tour; it does not come back", () => {
    const { result } = renderOnboarding();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    act(() => result.current.finish());
    expect(localStorage.getItem(FLAG)).toBe("true");
    expect(result.current.run).toBeNull();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.run).toBeNull();
  });

  it("Take Tour clears the flag and restarts the tour at once, from its first step", () => {
    localStorage.setItem(FLAG, "true");
    const { result, getSteps } = renderOnboarding();
    act(() => requestTourStart());
    expect(localStorage.getItem(FLAG)).toBeNull();
    expect(result.current.run).toEqual({ id: 1, steps });
    act(() => requestTourStart());
    expect(result.current.run?.id).toBe(2);
    expect(getSteps).toHaveBeenCalledTimes(2);
    act(() => result.current.finish());
    expect(localStorage.getItem(FLAG)).toBe("true");
  });

  it("does not open a second time when Take Tour came first", () => {
    const { result } = renderOnboarding();
    act(() => requestTourStart());
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.run?.id).toBe(1);
  });

  it("stops listening and counting once unmounted", () => {
    const { result, unmount } = renderOnboarding();
    unmount();
    act(() => {
      vi.advanceTimersByTime(1000);
      requestTourStart();
    });
    expect(result.current.run).toBeNull();
  });

  // docs/decisions/025.
  it("does not open by itself when the account says the tour was done on another device", () => {
    const { result } = renderOnboarding({ completedOnAccount: true });
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(result.current.run).toBeNull();
    expect(localStorage.getItem(FLAG)).toBeNull();
  });

  it("records the end on the account as well as in the spec's local flag", () => {
    const onCompleted = vi.fn();
    const { result } = renderOnboarding({ onCompleted });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.run).not.toBeNull();
    act(() => result.current.finish());
    expect(onCompleted).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(FLAG)).toBe("true");
  });
});
