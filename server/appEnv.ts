import type { RequestIdVariables } from './http/requestLog';

/** The Hono environment every route of this server shares: the request's id is set for each request. */
export type AppEnv = { Variables: RequestIdVariables };
