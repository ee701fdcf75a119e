import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACTS_LOCATION } from '@onfan/contracts/contracts-location';
import type { EndpointSpec } from '@onfan/contracts/endpoint';

/** An endpoint's name as the typed client spells it: `supportEndpoints.list` is `support.list`. */
export interface EndpointName {
  /** The declaring object's name less `Endpoints` (`support`, `authSso`): the OpenAPI tag. */
  domain: string;
  /** The call's key in that object (`list`). */
  key: string;
  /** `<domain>.<key>`: the OpenAPI operationId. */
  operationId: string;
}

export type EndpointNames = ReadonlyMap<EndpointSpec, EndpointName>;

const ENDPOINTS_EXPORT = /^([a-z][A-Za-z0-9]*)Endpoints$/;

function isEndpointSpec(value: unknown): value is EndpointSpec {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Partial<EndpointSpec>;
  return typeof v.method === 'string' && typeof v.path === 'string' && typeof v.summary === 'string' && !!v.access;
}

/** Names the declarations of the given contract modules (module name → its exports). */
export function nameEndpoints(modules: Iterable<[string, Record<string, unknown>]>): Map<EndpointSpec, EndpointName> {
  const names = new Map<EndpointSpec, EndpointName>();
  const seen = new Map<string, string>();
  for (const [moduleName, exports] of modules) {
    for (const [exportName, value] of Object.entries(exports)) {
      const domain = ENDPOINTS_EXPORT.exec(exportName)?.[1];
      if (!domain || value === null || typeof value !== 'object') continue;
      const other = seen.get(domain);
      if (other !== undefined && other !== moduleName) {
        throw new Error(`${exportName} is declared in both contracts/${other} and contracts/${moduleName}`);
      }
      seen.set(domain, moduleName);
      for (const [key, spec] of Object.entries(value)) {
        if (!isEndpointSpec(spec)) continue;
        const name = { domain, key, operationId: `${domain}.${key}` };
        const earlier = names.get(spec);
        if (earlier) {
          throw new Error(`one declaration is both ${earlier.operationId} and ${name.operationId}: declare it once`);
        }
        names.set(spec, name);
      }
    }
  }
  return names;
}

/**
 * Every endpoint declared in the contracts, named after its `<domain>Endpoints` object and key. The package's modules
 * are listed where they were loaded from and imported by their package name, so the objects are the very ones the
 * routes register (in tests the contracts are read from source, in the built server from dist).
 */
export function loadEndpointNames(): Promise<EndpointNames> {
  // Once per process: the modules do not change under a running server (tests build many apps).
  loaded ??= readEndpointNames();
  return loaded;
}
let loaded: Promise<EndpointNames> | undefined;

async function readEndpointNames(): Promise<EndpointNames> {
  const location = fileURLToPath(CONTRACTS_LOCATION);
  const dir = path.dirname(location);
  const ext = path.extname(location);
  const moduleNames = readdirSync(dir)
    .filter((f) => f.endsWith(ext) && !f.endsWith('.d.ts') && !f.includes('.test.'))
    .map((f) => f.slice(0, -ext.length))
    .sort();
  const modules: [string, Record<string, unknown>][] = [];
  for (const name of moduleNames) {
    modules.push([name, (await import(`@onfan/contracts/${name}`)) as Record<string, unknown>]);
  }
  return nameEndpoints(modules);
}
