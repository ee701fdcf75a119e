/**
 * This module's own address, and so where the package's modules are loaded from: `src/*.ts` in tests, `dist/*.js`
 * when built. The server lists the modules beside it to name every declared endpoint after its `<domain>Endpoints`
 * object (apps/server/src/http/endpoint-names.ts), so a new declaration is named with no list to keep. Imported by
 * the server only.
 */
// The package is typed without Node or the DOM (its tsconfig), where ImportMeta has no `url`; every ES module has one.
export const CONTRACTS_LOCATION: string = (import.meta as ImportMeta & { url: string }).url;
