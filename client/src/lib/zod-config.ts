// The CSP allows no eval. zod probes `new Function` when its first object schema is built unless `jitless` is set,
// and the probe alone makes the browser report a CSP violation. zod reads its settings from this global (it is how
// copies of zod share one configuration), so setting it here, before any zod module loads, needs no zod code in the
// landing page's bundle and cannot lose a race with the lazily loaded schema modules.
// zod-config.test.ts checks that zod still honours it.
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

// Mutate rather than replace: if zod were already loaded, it holds a reference to this very object.
const settings = ((globalThis as ZodGlobal).__zod_globalConfig ??= {});
settings.jitless = true;

export {};
