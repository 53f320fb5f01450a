/** GET /healthz: 200 with "ok" while the database answers, 503 with "unavailable" when it does not. */
export const HEALTH_PATH = '/healthz';

export interface Health {
  status: 'ok' | 'unavailable';
}
