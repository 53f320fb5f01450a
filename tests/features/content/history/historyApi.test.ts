import { describe, expect, it } from 'vitest';
import { installStaffArea } from '@/app/staffArea';
import { makeStore } from '@/app/store';
import { historyApi } from '@/features/content/history/historyApi';
import { staffSession } from '../../../utils/accountsFake';
import { HISTORY_REFUSALS, historyReceived, seedHistory } from '../../../utils/contentHistoryFake';

/** A store as the staff area has it, signed in as an editor, and an article with two versions. */
function setUp() {
  installStaffArea();
  const store = makeStore({ session: staffSession('editor') });
  const item = seedHistory([
    { title: 'Voter card', content: 'Old' },
    { title: 'Voter card', content: 'New' },
  ]);
  return { store, item };
}

describe('the history API', () => {
  it('restores with its key: a replay of the same key gets the first answer, not a second version', async () => {
    const { store, item } = setUp();
    const restore = { key: 'restore-key-1', id: item.id, body: { revision: 2, from: 1 } };
    const first = await store.dispatch(historyApi.endpoints.restoreContent.initiate(restore));
    const again = await store.dispatch(historyApi.endpoints.restoreContent.initiate(restore));
    expect(first.data?.revision).toBe(3);
    expect(again.data).toEqual(first.data);
    expect(historyReceived.restores.map(({ key, replayed }) => ({ key, replayed }))).toEqual([
      { key: 'restore-key-1', replayed: false },
      { key: 'restore-key-1', replayed: true },
    ]);
    const history = await store.dispatch(historyApi.endpoints.getContentHistory.initiate(item.id));
    expect(history.data?.entries.map(({ revision, event }) => [revision, event])).toEqual([
      [3, 'restored'],
      [2, 'saved'],
      [1, 'created'],
    ]);
  });

  it('hands on the 422 of a version that does not exist, with the field it is about', async () => {
    const { store, item } = setUp();
    const result = await store.dispatch(
      historyApi.endpoints.restoreContent.initiate({
        key: 'k2',
        id: item.id,
        body: { revision: 2, from: 9 },
      }),
    );
    expect(result.error).toMatchObject({
      status: 422,
      data: { error: HISTORY_REFUSALS.unknownFrom, fields: { from: HISTORY_REFUSALS.unknownFrom } },
    });
  });

  it('reads a version with its text', async () => {
    const { store, item } = setUp();
    const version = await store.dispatch(
      historyApi.endpoints.getContentVersion.initiate({ id: item.id, revision: 1 }),
    );
    expect(version.data).toMatchObject({
      revision: 1,
      event: 'created',
      title: 'Voter card',
      content: 'Old',
    });
  });
});
