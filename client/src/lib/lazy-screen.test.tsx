import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyScreen } from "@/lib/lazy-screen";

// A screen's code loaded before it is drawn draws at once (docs/ux.md, "Loading, empty, error and outage states").

const Screen = () => <h1>Question Queue</h1>;

function drawn(Component: ReturnType<typeof lazyScreen>) {
  return render(
    <Suspense fallback={<p>Loading...</p>}>
      <Component />
    </Suspense>,
  );
}

describe("lazyScreen", () => {
  it("shows the fallback until code that was not preloaded arrives, then the screen", async () => {
    const load = vi.fn(() => Promise.resolve(Screen));
    const component = lazyScreen(load);
    drawn(component);
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Question Queue" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("draws preloaded code in the first render, without the fallback, and loads it once", async () => {
    const load = vi.fn(() => Promise.resolve(Screen));
    const component = lazyScreen(load);
    await Promise.all([component.preload(), component.preload()]);
    drawn(component);
    // Synchronously after the first render: no fallback was ever needed.
    expect(screen.getByRole("heading", { name: "Question Queue" })).toBeInTheDocument();
    expect(screen.queryByText("Loading...")).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries a failed download again on the next preload", async () => {
    const load = vi
      .fn<() => Promise<typeof Screen>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(Screen);
    const component = lazyScreen(load);
    await expect(component.preload()).rejects.toThrow("offline");
    await act(() => component.preload());
    drawn(component);
    expect(screen.getByRole("heading", { name: "Question Queue" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
