import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export type LazyScreen<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the code (once); resolves when it has arrived. */
  preload(): Promise<void>;
};

/**
 * A component whose code is its own chunk, like React.lazy, that can be loaded before it is drawn. Once its code has
 * arrived it draws at once: React.lazy suspends on a component's first render even when its code is already here, and
 * React holds a suspended screen back for up to 300 ms after its fallback appeared (docs/ux.md, "Loading"). So a
 * screen whose code was preloaded (the one a page opens on, before the first draw) shows without a spinner or a wait.
 */
export function lazyScreen<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = { default: component };
      },
      (error: unknown) => {
        // A failed download may be tried again (the screen's error boundary offers it).
        loading = undefined;
        throw error;
      },
    ));
  const component = lazy(() => {
    // React reads a thenable that resolves during `then` as already resolved, and draws without suspending.
    if (loaded) {
      const done = loaded;
      return { then: (resolve: (value: typeof done) => void) => resolve(done) } as Promise<typeof done>;
    }
    return preload().then(() => loaded!);
  });
  return Object.assign(component, { preload });
}
