import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { fakeBuildForTests } from './utils/fakeBuild';
import { databaseLegs, reportSkippedLeg } from './utils/testDatabase';

const build = fakeBuildForTests();

describe.each(databaseLegs)('GET /healthz on $name', ({ open }) => {
  it('answers 200 {"status":"ok"} while the database answers, 503 once it does not', async () => {
    const database = await open('migrated');
    try {
      const app = createApp({ site: build.site, renderer: build.renderer, db: database.db, log: () => {} });
      const up = await app.request('/healthz');
      expect(up.status).toBe(200);
      expect(await up.json()).toEqual({ status: 'ok' });
      expect(up.headers.get('Cache-Control')).toBe('no-store');

      await database.db.destroy();
      const down = await app.request('/healthz');
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'unavailable' });
    } finally {
      await database.close();
    }
  });
});

reportSkippedLeg();
