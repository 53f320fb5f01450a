import type { ActiveSession } from './accounts/sessions';
import type { RequestIdVariables } from './http/requestLog';

/**
 * The Hono environment every route of this server shares: the request's id, where it came from, and its
 * session (read from the database on first use only: most requests never ask).
 */
export type AppEnv = {
  Variables: RequestIdVariables & {
    clientIp: string;
    session: () => Promise<ActiveSession | null>;
  };
};
