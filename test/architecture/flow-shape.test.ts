import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './sources';

/**
 * One shape per flow (docs/architecture.md#layers): every folder of src/application/flows is split
 * alike — context.ts, events.ts, machine.ts and selectors.ts, and actors.ts when the machine
 * stubs I/O actors (a flow with no I/O has no actors to provide). A list built on the shared paged list has its query in context.ts,
 * its row act in events.ts and its loader in actors.ts; its context and selectors are the list's.
 * The folders not yet split are named below, and the list may only shrink.
 */
const FLOWS = path.join(ROOT, 'src/application/flows');
/** Not a flow: helpers the cart and wishlist flows share to follow the key-value store. */
const NOT_FLOWS = new Set(['persisted-state']);
/** Still in one file or short of parts; each entry is a folder to split. */
const NOT_YET_SPLIT = new Set([
  'admin-gift-cards',
  'admin-list',
  'admin-order',
  'admin-orders',
  'admin-records',
  'confirmation',
  'detail-view',
  'dismissible',
  'file-download',
  'page',
  'panels',
  'wall-designer',
]);

const folders = readdirSync(FLOWS).filter((f) => statSync(path.join(FLOWS, f)).isDirectory() && !NOT_FLOWS.has(f));
const has = (folder: string, file: string) => existsSync(path.join(FLOWS, folder, file));
const machineOf = (folder: string) => readFileSync(path.join(FLOWS, folder, 'machine.ts'), 'utf8');
const onPagedList = (folder: string) => /=\s*createPagedListMachine\b/.test(machineOf(folder));
/** A stubbed I/O actor (a child machine, such as the wall bundle's configurators, is no I/O). */
const declaresActors = (folder: string) => /\bfrom(Promise|Callback|Observable)\b/.test(machineOf(folder));

const missingParts = (folder: string): string[] => {
  if (!has(folder, 'machine.ts')) return ['machine.ts'];
  const parts = onPagedList(folder)
    ? ['context.ts', 'events.ts', 'actors.ts']
    : ['context.ts', 'events.ts', 'selectors.ts', ...(declaresActors(folder) ? ['actors.ts'] : [])];
  return parts.filter((p) => !has(folder, p));
};

describe('the shape of a flow', () => {
  it.each(folders.filter((f) => !NOT_YET_SPLIT.has(f)))('%s has context, events, machine, actors and selectors', (folder) => {
    expect(missingParts(folder)).toEqual([]);
  });

  it('lists only folders that are still to split, and that exist', () => {
    for (const folder of NOT_YET_SPLIT) {
      expect(folders, folder).toContain(folder);
      expect(missingParts(folder), `${folder} is split now: take it off the list`).not.toEqual([]);
    }
  });
});
