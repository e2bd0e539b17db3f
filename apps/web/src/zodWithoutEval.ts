// The CSP forbids eval. zod probes for it with `new Function` when it builds its first object
// schema, which the browser reports as a CSP violation even though zod catches it; `jitless`
// skips the probe. It must be set before any chunk builds a schema, whichever lazy chunk
// arrives first, so main.tsx imports this module first. Set on the global zod reads its
// config from, so zod itself stays out of the entry chunk.
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodHolder.__zod_globalConfig ??= {}).jitless = true;

export {};
