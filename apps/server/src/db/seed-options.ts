/** What a seed run is asked for (db/seed.ts runs the steps; each domain's seed receives these). */
export interface SeedOptions {
  demo: boolean;
  /** The key operators' second-factor secrets are sealed with (config.secondFactor.key): the demo operator's. */
  secondFactorKey?: string;
}
