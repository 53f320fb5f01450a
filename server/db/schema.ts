import type { Generated } from 'kysely';

/** The tables, as Kysely sees them. Each area adds its own as its migrations create them. */
export interface Database {
  schema_migrations: {
    version: number;
    name: string;
    applied_at: Generated<Date>;
  };
}
