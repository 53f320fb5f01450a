import type { Generated } from 'kysely';

/** The tables, as Kysely sees them. Each area adds its own as its migrations create them. */
export interface Database {
  schema_migrations: {
    version: number;
    name: string;
    applied_at: Generated<Date>;
  };
  page_feedback: {
    id: string;
    page: string;
    language: string;
    useful: boolean;
    what_went_wrong: string | null;
    created_at: Date;
  };
  articles: {
    id: string;
    title: string;
    category: string;
    content: string;
    author: string;
    status: 'draft' | 'published';
    revision: Generated<number>;
    created_at: Date;
    updated_at: Date;
    published_at: Date | null;
  };
}
