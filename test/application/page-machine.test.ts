import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { pageMachine } from '../../src/application/flows/page/machine';
import type { PageData } from '../../src/application/loaders/pages.loader';
import { fail, type Outcome } from '../../src/application/model/outcome';
import { ok } from '../../src/domain/result/result';

const pageData: PageData = { route: 'artists', data: { artists: { items: [], total: 0 }, page: 1 } };

const run = (load: () => Promise<Outcome<PageData> | undefined>, initial?: PageData) => {
  let calls = 0;
  const wentHome: string[] = [];
  const actor = createActor(
    pageMachine.provide({
      actors: {
        loadPage: fromPromise(async () => {
          calls += 1;
          return load();
        }),
      },
      actions: { goHome: () => wentHome.push('/') },
    }),
    { input: { route: { name: 'artists' }, page: 1, initial } },
  ).start();
  return { actor, calls: () => calls, wentHome };
};

describe('page machine (no DOM)', () => {
  it('uses the server data without loading again', async () => {
    const { actor, calls } = run(async () => ok(pageData), pageData);
    expect(actor.getSnapshot().value).toBe('Ready');
    expect(actor.getSnapshot().context.data).toBe(pageData);
    expect(calls()).toBe(0);
  });

  it('loads when there is no server data and is busy meanwhile', async () => {
    const { actor, calls } = run(async () => ok(pageData));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('Ready');
    expect(done.context.data).toEqual(pageData);
    expect(calls()).toBe(1);
  });

  it.each([
    ['a not-found outcome', async () => fail('NOT_FOUND', 'gone', 404)],
    ['no loader for the route', async () => undefined],
    [
      'a thrown error',
      async (): Promise<undefined> => {
        throw new Error('boom');
      },
    ],
  ])('ends in the error state on %s', async (_name, load) => {
    const { actor, wentHome } = run(load);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.hasTag('error')).toBe(true);
    expect(done.context.data).toBeNull();
    expect(wentHome).toEqual(['/']);
  });
});
