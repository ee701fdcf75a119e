import type { CompanyFields } from '@onfan/contracts/auth';
import type { BusinessRegistryRepository } from './business-registry.repository.js';

/**
 * The company check (spec section 5: business number, opening date, CEO name, company name). A real registry (the
 * National Tax Service status service, a credit bureau) plugs in behind this interface without touching the flows.
 */
export interface BusinessRegistryProvider {
  readonly name: string;
  /** True when a business with exactly these four facts exists. */
  matches(company: CompanyFields): Promise<boolean>;
}

/** Spacing and the legal-form markers people type differently ("(주)", "㈜", "주식회사") do not decide a match. */
export function normalizeCompanyName(name: string): string {
  return name
    .normalize('NFC')
    .replace(/\(주\)|㈜|주식회사|\(유\)|유한회사/g, '')
    .replace(/\s+/g, '')
    .toLowerCase();
}

export function normalizePersonName(name: string): string {
  return name.normalize('NFC').replace(/\s+/g, '');
}

/** The built-in provider: the `business_registry` table (the demo seed fills it with sample companies). */
export class TableBusinessRegistryProvider implements BusinessRegistryProvider {
  readonly name = 'table';

  constructor(private readonly repo: BusinessRegistryRepository) {}

  async matches(company: CompanyFields): Promise<boolean> {
    const row = await this.repo.find(company.brno.replace(/-/g, ''));
    if (!row) return false;
    return (
      row.openDay === company.openDay &&
      normalizePersonName(row.ceoNm) === normalizePersonName(company.ceoNm) &&
      normalizeCompanyName(row.compNm) === normalizeCompanyName(company.compNm)
    );
  }
}
