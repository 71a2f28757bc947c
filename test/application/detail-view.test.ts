/** The detail-view analytics event, 500 ms after the product page is shown (docs/rules/product-pages.md#size-frame-and-options). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createDetailViewActions } from '../../src/application/flows/detail-view/actions';
import { detailViewMachine } from '../../src/application/flows/detail-view/machine';
import { RecordingAnalytics } from '../../src/adapters/memory/recording-analytics';

const start = (options: { clock?: SimulatedClock } = {}) => {
  const analytics = new RecordingAnalytics();
  const actor = createActor(detailViewMachine.provide(createDetailViewActions({ analytics })), {
    input: { name: 'Mountain lake', sku: 'P-1' },
    ...options,
  }).start();
  return { actor, analytics };
};

describe('detail view (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    [0, 0],
    [499, 0],
    [500, 1],
    [5000, 1],
  ])('after %s ms, %s event(s)', (ms, count) => {
    const { analytics } = start();
    vi.advanceTimersByTime(ms);
    expect(analytics.events).toEqual(Array(count).fill({ type: 'detailView', name: 'Mountain lake', sku: 'P-1' }));
  });

  it('a page left within 500 ms reports nothing', () => {
    const { actor, analytics } = start();
    vi.advanceTimersByTime(300);
    actor.stop();
    vi.advanceTimersByTime(1000);
    expect(analytics.events).toEqual([]);
  });
});

describe('detail view (simulated clock)', () => {
  it('reports once at 500 ms', () => {
    const clock = new SimulatedClock();
    const { actor, analytics } = start({ clock });
    clock.increment(499);
    expect(analytics.events).toHaveLength(0);
    clock.increment(1);
    expect(analytics.events).toHaveLength(1);
    expect(actor.getSnapshot().matches('Reported')).toBe(true);
    clock.increment(10_000);
    expect(analytics.events).toHaveLength(1);
  });
});

describe('the augmented-reality link (docs/rules/product-pages.md#view-kinds)', () => {
  it.each([[0], [800]])('opened %s ms after the page was shown, it reports its own event once per opening', (ms) => {
    const clock = new SimulatedClock();
    const { actor, analytics } = start({ clock });
    clock.increment(ms);
    actor.send({ type: 'detailView.augmentedReality' });
    actor.send({ type: 'detailView.augmentedReality' });
    expect(analytics.events.filter((e) => e.type === 'augmentedReality')).toEqual(
      [1, 2].map(() => ({ type: 'augmentedReality', name: 'Mountain lake', sku: 'P-1' })),
    );
  });
});
