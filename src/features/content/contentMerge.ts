import type { ContentItem } from './contentTypes';

/**
 * What this tab knows of the stored list: the revision of each item as it last read or wrote it, and the
 * items it deleted since. An item whose revision is above its synced one was changed here and not yet
 * saved; an item with no synced revision was added here.
 */
export interface SyncBase {
  synced: Record<string, number>;
  deleted: string[];
}

/** A change made here that another tab's save got to first. */
export interface ContentConflict {
  id: string;
  /** `changed`: the other tab saved a newer version; `deleted`: it deleted the item. */
  kind: 'changed' | 'deleted';
  /** This tab's version, or null when this tab deleted the item. */
  mine: ContentItem | null;
  /** The item's title, to name it in the message. */
  title: string;
}

export interface MergeResult {
  /** The list to store: the stored one with every change made here that did not conflict. */
  items: ContentItem[];
  conflicts: ContentConflict[];
  /** True when `items` differs from what was stored, so it must be written. */
  changed: boolean;
}

/**
 * Merges this tab's list into the stored one, item by item (a three-way merge against `base`):
 * - added here: added (so two tabs adding at once both keep their items);
 * - changed here: written over the stored item if nobody saved it since, else a conflict;
 * - deleted here: removed if nobody saved it since, else a conflict;
 * - untouched here: the stored version wins (another tab's edit, add or delete comes in).
 * A changed item is the stored one with this tab's fields on top, so fields this version does not know
 * survive.
 */
export function mergeContent(
  stored: readonly ContentItem[],
  local: readonly ContentItem[],
  base: SyncBase,
): MergeResult {
  const storedById = new Map(stored.map((item) => [item.id, item]));
  const replaced = new Map<string, ContentItem>();
  const removed = new Set<string>();
  const added: ContentItem[] = [];
  const conflicts: ContentConflict[] = [];

  for (const mine of local) {
    const syncedRevision = base.synced[mine.id];
    const theirs = storedById.get(mine.id);
    if (syncedRevision === undefined) {
      if (!theirs) added.push(mine);
      else if (theirs.revision !== mine.revision) conflicts.push(conflict('changed', mine));
    } else if (mine.revision > syncedRevision) {
      if (!theirs) conflicts.push(conflict('deleted', mine));
      else if (theirs.revision !== syncedRevision) conflicts.push(conflict('changed', mine));
      else replaced.set(mine.id, { ...theirs, ...mine });
    }
  }
  for (const id of base.deleted) {
    const theirs = storedById.get(id);
    if (!theirs) continue;
    if (theirs.revision === base.synced[id]) removed.add(id);
    else conflicts.push({ id, kind: 'changed', mine: null, title: theirs.title });
  }

  const items = [
    ...added,
    ...stored.filter((item) => !removed.has(item.id)).map((item) => replaced.get(item.id) ?? item),
  ];
  return { items, conflicts, changed: added.length > 0 || replaced.size > 0 || removed.size > 0 };
}

function conflict(kind: ContentConflict['kind'], mine: ContentItem): ContentConflict {
  return { id: mine.id, kind, mine, title: mine.title };
}
