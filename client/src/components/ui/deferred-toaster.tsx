import { lazy, Suspense, useEffect, useState } from "react";

const Toaster = lazy(() => import("@/components/ui/toaster").then((module) => ({ default: module.Toaster })));

/**
 * The Toaster, loaded right after the first render instead of with it: Radix's toast code is not needed to paint
 * the landing page. Toasts raised meanwhile wait in the store and show as soon as it is there, so none is lost.
 */
export function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  // Deliberately one render later: that second render is the whole point (the first paint stays light).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
