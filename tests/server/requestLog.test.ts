import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/appEnv';
import { errorHandler } from '../../server/http/errorHandler';
import { requestLog } from '../../server/http/requestLog';

/** An app with the server's logging and error handling around two small routes of the test's own. */
function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  let id = 0;
  let clock = 1000;
  const app = new Hono<AppEnv>();
  app.use(
    requestLog(
      (entry) => lines.push(entry),
      () => `req-${++id}`,
      () => (clock += 12.5),
    ),
  );
  app.onError(errorHandler((entry) => lines.push(entry)));
  app.get('/search', (c) => c.text('results'));
  app.get('/broken', () => {
    throw new Error('database password is hunter2');
  });
  return { app, lines };
}

describe('the request log', () => {
  it('writes one line per request: method, path, status, duration and id, the id also sent back', async () => {
    const { app, lines } = loggedApp();
    const response = await app.request('/search');
    expect(lines).toEqual([
      { msg: 'request', id: 'req-1', method: 'GET', path: '/search', status: 200, ms: 12.5 },
    ]);
    expect(response.headers.get('X-Request-Id')).toBe('req-1');
  });

  it('never logs the query string, cookies, tokens or an e-mail address in the path', async () => {
    const { app, lines } = loggedApp();
    await app.request('/search?q=my+nin+12345678901&token=s3cret', {
      headers: { Cookie: 'session=abc123', Authorization: 'Bearer tok-999' },
    });
    await app.request('/people/ada@example.com/profile');
    await app.request('/people/ada%40example.com');
    const text = JSON.stringify(lines);
    for (const secret of ['12345678901', 's3cret', 'abc123', 'tok-999', 'ada', 'example.com'])
      expect(text).not.toContain(secret);
    expect(lines.map((l) => l.path)).toEqual(['/search', '/people/[email]/profile', '/people/[email]']);
  });

  it('logs an unexpected error once with the request id, and answers 500 without its details', async () => {
    const { app, lines } = loggedApp();
    const response = await app.request('/broken');
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).not.toContain('hunter2');
    expect(body).toContain('Something went wrong');
    const errors = lines.filter((l) => l.msg === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ id: 'req-1' });
    expect(lines.filter((l) => l.msg === 'request')).toMatchObject([{ id: 'req-1', status: 500 }]);
  });
});
