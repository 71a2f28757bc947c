import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../server/http/errors';
import { createImageWork } from '../../server/platform/image-work';

/** A job that runs until the test lets it finish. */
const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((r) => {
    open = r;
  });
  return {
    open,
    job: async () => {
      await opened;
      return 'done';
    },
  };
};

/**
 * The one limit on image work: at most `concurrency` jobs
 * run at once, at most `queue` more requests wait, and a request that cannot start in time gets
 * 503 with Retry-After instead of waiting for ever.
 */
describe('image work limit', () => {
  it('never runs more than `concurrency` jobs at once, whatever the order they finish in', async () => {
    const work = createImageWork({ concurrency: 2, queue: 10, maxWaitMs: 60_000 });
    let running = 0;
    let most = 0;
    const gates = Array.from({ length: 8 }, gate);
    const done = gates.map((g) =>
      work.admit().run(async () => {
        running++;
        most = Math.max(most, running);
        try {
          return await g.job();
        } finally {
          running--;
        }
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(work.running).toBe(2);
    for (const g of [...gates].reverse()) {
      g.open();
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(done);
    expect(most).toBe(2);
  });

  it('answers 503 with Retry-After when every place is taken, before any body is read', () => {
    const work = createImageWork({ concurrency: 1, queue: 1, maxWaitMs: 20_000 });
    work.admit();
    work.admit();
    let refused: unknown;
    try {
      work.admit();
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(HttpProblem);
    expect((refused as HttpProblem).statusCode).toBe(503);
    expect((refused as HttpProblem).headers['retry-after']).toBe('20');
  });

  it('gives a place back once its work ran or it was released, so the next request gets one', async () => {
    const work = createImageWork({ concurrency: 1, queue: 0, maxWaitMs: 60_000 });
    const first = work.admit();
    expect(() => work.admit()).toThrow(HttpProblem);
    await first.run(async () => 'x');
    const second = work.admit();
    second.release();
    second.release(); // twice is once
    work.admit();
    expect(() => work.admit()).toThrow(HttpProblem);
  });

  it('refuses with 503 a request whose turn does not come within the wait, and never runs its job', async () => {
    const work = createImageWork({ concurrency: 1, queue: 5, maxWaitMs: 1 });
    const busy = gate();
    const running = work.admit().run(busy.job);
    let ran = false;
    const late = work.admit().run(async () => {
      ran = true;
    });
    await expect(late).rejects.toMatchObject({ statusCode: 503, code: 'IMAGE.BUSY' });
    busy.open();
    await running;
    await new Promise((r) => setImmediate(r));
    expect(ran).toBe(false);
    expect(work.waiting).toBe(0);
  });

  it('lets background work (poster variants, print files) wait its turn without a deadline', async () => {
    const work = createImageWork({ concurrency: 1, queue: 0, maxWaitMs: 1 });
    const busy = gate();
    const running = work.admit().run(busy.job);
    const later = work.background(async () => 'printed');
    await new Promise((r) => setTimeout(r, 5));
    busy.open();
    await running;
    await expect(later).resolves.toBe('printed');
  });
});
