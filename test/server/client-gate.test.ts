import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createClientGate } from '../../server/http/client-gate';
import { HttpProblem } from '../../server/http/errors';

/** Cache-miss renders per client (docs/architecture.md#ssr-and-caching): a few at a time, a bounded line, nobody else waits. */
const deferred = () => {
  let release!: () => void;
  const done = new Promise<void>((r) => {
    release = r;
  });
  return { done, release };
};
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the per-client gate', () => {
  it("runs at most `running` of one client's renders at once, and refuses past the line with 429", async () => {
    const gate = createClientGate({ running: 2, waiting: 3 });
    let now = 0;
    let most = 0;
    const hold = deferred();
    const work = async () => {
      now += 1;
      most = Math.max(most, now);
      await hold.done;
      now -= 1;
      return 'page';
    };
    const asks = Array.from({ length: 8 }, () =>
      gate.run('a', work).then(
        (v) => v,
        (e: unknown) => e,
      ),
    );
    await tick();
    expect(now).toBe(2);
    hold.release();
    const answers = await Promise.all(asks);
    expect(answers.filter((a) => a === 'page')).toHaveLength(5);
    const refused = answers.filter((a) => a instanceof HttpProblem) as HttpProblem[];
    expect(refused).toHaveLength(3);
    expect(refused[0]!.statusCode).toBe(429);
    expect(refused[0]!.headers['retry-after']).toBeDefined();
    expect(most).toBe(2);
  });

  it("lets another client through at once while one client's line is full", async () => {
    const gate = createClientGate({ running: 1, waiting: 1 });
    const hold = deferred();
    const busy = [gate.run('a', () => hold.done), gate.run('a', () => hold.done)];
    await expect(gate.run('a', async () => 'x')).rejects.toBeInstanceOf(HttpProblem);
    await expect(gate.run('b', async () => 'other')).resolves.toBe('other');
    hold.release();
    await Promise.all(busy);
  });

  it('forgets a client once its work is done, failed or not: memory follows the requests in flight', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd'), fc.boolean()), { maxLength: 40 }), async (asks) => {
        const gate = createClientGate({ running: 2, waiting: 4 });
        await Promise.allSettled(
          asks.map(([client, fails]) =>
            gate.run(client, async () => {
              await tick();
              if (fails) throw new Error('render failed');
            }),
          ),
        );
        expect(gate.clients).toBe(0);
      }),
      { numRuns: 50 },
    );
  });
});
