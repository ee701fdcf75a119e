/**
 * Imported first by main.tsx, before any chunk loads zod: zod reads its settings from this global when it starts, and
 * without `jitless` it probes `new Function` while building schemas, which the portal's CSP (no eval) reports as a
 * violation on every page. Zod itself stays out of the main chunk.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
