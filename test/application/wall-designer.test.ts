/**
 * The gallery-wall designer (docs/rules/gallery-wall.md#designer-steps, docs/rules/gallery-wall.md#frame-choice "Gallery wall flows", "Frame picker", "Sharing",
 * "Saved wall loading", docs/rules/gallery-wall.md#designer-steps wall errors) over fake ports, headless: no DOM, no React.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { wallDesignerMachine, type WallDesignerEvent } from '../../src/application/flows/wall-designer/machine';
import { createWallDesignerActors } from '../../src/application/flows/wall-designer/actors';
import {
  selectFramesForActive,
  selectShowsNext,
  selectShowsPrevious,
  selectTargetPlace,
  selectWallTotal,
} from '../../src/application/flows/wall-designer/selectors';
import { toDomainProduct } from '../../src/application/flows/configurator/domain-product';
import { WALL_CANVAS_CM, layoutById, type CartLine, type DesignerStep } from '../../src/domain';
import { catalogueFrame, catalogueProduct, variation } from '../fakes/catalogue-products';
import { InMemoryPosterCatalog } from '../../src/adapters/memory/in-memory-poster-catalog';
import { InMemoryGalleryWalls } from '../../src/adapters/memory/in-memory-gallery-walls';

const sizes = (...s: string[]) => s.map((size, i) => variation(size, 4000 + i * 1000, { id: 100 + i, sku: `S-${size}` }));
const posterA = catalogueProduct({ id: 1, name: 'Lake', variations: sizes('50x70', '30x40'), metadata: { frame_type: 'wood' } });
/** A poster sold in 50x70 only, framed in the given frame type. */
const poster50x70 = (id: number, name: string, frameType: string) =>
  catalogueProduct({ id, name, slug: name.toLowerCase(), variations: sizes('50x70'), metadata: { frame_type: frameType } });
const posterB = poster50x70(2, 'Dunes', 'wood');
const posterC = poster50x70(3, 'Forest', 'metal');
const oak = catalogueFrame(20, ['50x70', '30x40'], { metadata: { frame_type: 'wood' } });
const black = catalogueFrame(21, ['50x70'], { metadata: { frame_type: 'wood' } });
const metal = catalogueFrame(22, ['30x40'], { metadata: { frame_type: 'metal' } });
const D = toDomainProduct;

const start = (
  input: { wallId?: string } = {},
  walls = new InMemoryGalleryWalls(
    [posterA, posterB, posterC],
    [oak, black, metal],
    [{ idx: 4, url: '/media/room/4.webp', name: 'Room 4' }],
  ),
) => {
  let n = 0;
  const catalog = new InMemoryPosterCatalog([posterA, posterB, posterC, oak, black, metal]);
  const carts: (readonly CartLine[])[] = [];
  const actor = createActor(
    wallDesignerMachine.provide(
      createWallDesignerActors({
        walls,
        catalog,
        newId: () => `line-${++n}`,
        addToCart: (lines) => carts.push(lines),
      }),
    ),
    { input },
  ).start();
  const send = (...events: WallDesignerEvent[]) => events.forEach((e) => actor.send(e));
  return { actor, walls, carts, send, s: () => actor.getSnapshot(), c: () => actor.getSnapshot().context };
};

/** The spec's step rules as a reference model for the generated paths. */
const specStep = (step: DesignerStep, e: WallDesignerEvent): DesignerStep => {
  switch (e.type) {
    case 'designer.next':
      return step < 4 ? ((step + 1) as DesignerStep) : step;
    case 'designer.previous':
      return step > 1 ? ((step - 1) as DesignerStep) : step;
    case 'designer.openStep':
      return step === 0 && e.step >= 1 && e.step <= 4 ? (e.step as DesignerStep) : step;
    case 'designer.closePicker':
      return 0;
    case 'wall.selectPoster':
      return step === 4 ? 4 : 3;
    default:
      return step;
  }
};

describe('designer steps (docs/rules/gallery-wall.md#designer-steps "Designer (later flow)")', () => {
  it.each([
    [0, 'designer.next', 1],
    [1, 'designer.next', 2],
    [3, 'designer.next', 4],
    [4, 'designer.next', 4],
    [4, 'designer.previous', 3],
    [2, 'designer.previous', 1],
    [1, 'designer.previous', 1],
    [0, 'designer.previous', 0],
    [3, 'designer.closePicker', 0],
    [0, 'designer.closePicker', 0],
  ] as const)('from step %i, %s goes to step %i', (from, type, to) => {
    const d = start();
    d.send({ type: 'designer.openStep', step: from });
    expect(d.c().step).toBe(from);
    d.send({ type } as WallDesignerEvent);
    expect(d.c().step).toBe(to);
  });

  it('the overview opens each of its four numbered steps; a picker cannot jump to another step; unknown steps are ignored', () => {
    for (const step of [1, 2, 3, 4]) {
      const d = start();
      d.send({ type: 'designer.openStep', step });
      expect(d.c().step).toBe(step);
      d.send({ type: 'designer.openStep', step: step === 1 ? 2 : 1 });
      expect(d.c().step).toBe(step);
    }
    const d = start();
    d.send(
      { type: 'designer.openStep', step: 5 },
      { type: 'designer.openStep', step: 0 },
      { type: 'designer.openStep', step: 1.5 },
    );
    expect(d.c().step).toBe(0);
  });

  it('Next is shown while below 4, Previous while above 1', () => {
    const d = start();
    const seen = [0, 1, 2, 3, 4].map((step) => {
      d.send({ type: 'designer.closePicker' }, { type: 'designer.openStep', step });
      return [selectShowsNext(d.s()), selectShowsPrevious(d.s())];
    });
    expect(seen).toEqual([
      [true, false],
      [true, false],
      [true, true],
      [true, true],
      [false, true],
    ]);
  });

  it('selecting a poster on the wall moves to step 3, unless at step 4', () => {
    const d = start();
    d.send({ type: 'wall.selectPoster', index: 1 });
    expect([d.c().step, d.c().wall.activeIndex]).toEqual([3, 1]);
    d.send({ type: 'designer.next' }, { type: 'wall.selectPoster', index: 0 });
    expect([d.c().step, d.c().wall.activeIndex]).toEqual([4, 0]);
  });

  it('tells its poster picker the place a chosen poster fills, while step 3 is open and only then', () => {
    const d = start();
    const place = () => d.s().children.picker!.getSnapshot().context.place;
    d.send({ type: 'designer.openStep', step: 1 }, { type: 'wall.chooseLayout', layoutId: 9 });
    expect(place()).toBeNull();
    d.send({ type: 'designer.next' }, { type: 'designer.next' });
    expect(place()).toEqual({ size: '70x100', portrait: true });
    d.send({ type: 'wall.selectPoster', index: 4 });
    expect(place()).toEqual({ size: '21x30', portrait: true });
    d.send({ type: 'designer.next' }, { type: 'wall.selectPoster', index: 1 });
    expect(place(), 'step 4 lists frames, not posters').toEqual({ size: '21x30', portrait: true });
    d.send({ type: 'designer.closePicker' }, { type: 'wall.selectPoster', index: 2 });
    expect([d.c().step, place()]).toEqual([3, { size: '30x40', portrait: true }]);
  });

  it('every shortest path of step events ends where the spec says (model-based)', () => {
    const events: WallDesignerEvent[] = [
      { type: 'designer.next' },
      { type: 'designer.previous' },
      { type: 'designer.closePicker' },
      ...[1, 2, 3, 4].map((step) => ({ type: 'designer.openStep', step }) as const),
      { type: 'wall.selectPoster', index: 0 },
    ];
    const logic = wallDesignerMachine.provide(
      createWallDesignerActors({
        walls: new InMemoryGalleryWalls([], []),
        catalog: new InMemoryPosterCatalog([]),
        newId: () => 'x',
        addToCart: () => undefined,
      }),
    );
    const paths = getShortestPaths(logic, {
      events,
      input: {},
      serializeState: (s: { context: { step: number; wall: { activeIndex: number | null } } }) =>
        JSON.stringify({ step: s.context.step, active: s.context.wall.activeIndex }),
    } as never);
    const steps = new Set(paths.map((p) => p.state.context.step));
    expect([...steps].sort()).toEqual([0, 1, 2, 3, 4]);
    for (const path of paths) {
      const expected = path.steps.reduce<DesignerStep>((step, s) => specStep(step, s.event as WallDesignerEvent), 0);
      expect(path.state.context.step).toBe(expected);
    }
  });
});

describe('overlays and sidebar (docs/rules/shop-wide.md#side-panels)', () => {
  it('the intro shows first and closes on start; the sidebar toggles', () => {
    const d = start();
    expect([d.c().introOpen, d.c().sidebarOpen]).toEqual([true, true]);
    d.send({ type: 'designer.start' }, { type: 'designer.toggleSidebar' });
    expect([d.c().introOpen, d.c().sidebarOpen]).toEqual([false, false]);
    d.send({ type: 'designer.toggleSidebar' });
    expect(d.c().sidebarOpen).toBe(true);
  });
});

describe('posters, layouts and moves', () => {
  it('a chosen poster goes to the active place, then the next empty one becomes active; a size it lacks is refused', () => {
    const d = start();
    d.send({ type: 'wall.placePoster', product: D(posterA) }, { type: 'wall.placePoster', product: D(posterB) });
    expect(d.c().wall.posters.map((p) => p.product?.id ?? null)).toEqual([1, 2, null]);
    expect(d.c().wall.activeIndex).toBe(2);
    d.send({ type: 'wall.selectPoster', index: 2 }, { type: 'wall.placePoster', product: D(posterC) });
    expect(d.c().wall.posters.map((p) => p.product?.id ?? null)).toEqual([1, 2, 3]);
    d.send({ type: 'wall.chooseLayout', layoutId: 4 }); // six 30x40 places
    expect(d.c().wall.posters.map((p) => p.product?.id ?? null)).toEqual([1, null, null, null, null, null]);
    d.send({ type: 'wall.selectPoster', index: 1 }, { type: 'wall.placePoster', product: D(posterB) });
    expect(d.c().wall.posters[1]!.product).toBeNull();
    expect(selectTargetPlace(d.s())).toEqual({ index: 1, size: '30x40', portrait: true });
  });

  it('a moved poster stays on the wall, whether by pointer or by keyboard steps', () => {
    const d = start();
    d.send(
      { type: 'wall.placePoster', product: D(posterA) },
      { type: 'wall.movePoster', index: 0, position: { top: 500, left: -20 } },
    );
    const [w, h] = [(50 / WALL_CANVAS_CM.width) * 100, (70 / WALL_CANVAS_CM.height) * 100];
    expect(d.c().wall.posters[0]!.position).toEqual({ top: 100 - h, left: 0 });
    d.send({ type: 'wall.movePoster', index: 0, position: { top: 10, left: 120 } });
    expect(d.c().wall.posters[0]!.position.left).toBeCloseTo(100 - w);
    d.send({ type: 'wall.movePoster', index: 0, position: { top: Number.NaN, left: 3 } });
    expect(d.c().wall.posters[0]!.position.top).toBe(10);
  });

  it('undo and redo step through wall edits (not through selections); a new edit clears redo', () => {
    const d = start();
    const slot = layoutById(2)!.slots[0]!;
    d.send(
      { type: 'wall.placePoster', product: D(posterA) },
      { type: 'wall.movePoster', index: 0, position: { top: 5, left: 5 } },
      { type: 'wall.selectPoster', index: 2 },
    );
    d.send({ type: 'wall.undo' });
    expect(d.c().wall.posters[0]!.position).toEqual({ top: slot.top, left: slot.left });
    d.send({ type: 'wall.undo' });
    expect(d.c().wall.posters[0]!.product).toBeNull();
    d.send({ type: 'wall.undo' }); // nothing left: ignored
    d.send({ type: 'wall.redo' }, { type: 'wall.redo' });
    expect(d.c().wall.posters[0]!.position).toEqual({ top: 5, left: 5 });
    d.send({ type: 'wall.undo' }, { type: 'wall.chooseEnvironment', environment: { idx: 4, url: '/media/room/4.webp' } });
    expect(d.c().future).toEqual([]);
    expect(d.actor.getSnapshot().can({ type: 'wall.redo' })).toBe(false);
  });
});

describe('frame choice (docs/rules/gallery-wall.md#frame-choice "Frame picker")', () => {
  const framed = () =>
    d()
      .c()
      .wall.posters.map((p) => p.frame?.id ?? null);
  let current: ReturnType<typeof start>;
  const d = () => current;
  const threePosters = () => {
    current = start();
    current.send(
      { type: 'wall.placePoster', product: D(posterA) },
      { type: 'wall.placePoster', product: D(posterB) },
      { type: 'wall.placePoster', product: D(posterC) },
      { type: 'wall.selectPoster', index: 0 },
    );
  };

  it('the first choice frames every filled poster of the same frame type; later choices only the active poster', () => {
    threePosters();
    d().send({ type: 'wall.chooseFrame', frame: D(oak) });
    expect(framed()).toEqual([20, 20, null]);
    d().send({ type: 'wall.selectPoster', index: 1 }, { type: 'wall.chooseFrame', frame: D(black) });
    expect(framed()).toEqual([20, 21, null]);
    d().send({ type: 'wall.selectPoster', index: 2 }, { type: 'wall.chooseFrame', frame: D(black) });
    expect(framed()).toEqual([20, 21, 21]);
  });

  it('removing the frame touches the active poster only and is not the first choice', () => {
    threePosters();
    d().send({ type: 'wall.chooseFrame', frame: null });
    d().send({ type: 'wall.chooseFrame', frame: D(oak) });
    expect(framed()).toEqual([20, 20, null]);
    d().send({ type: 'wall.chooseFrame', frame: null });
    expect(framed()).toEqual([null, 20, null]);
  });

  it("a frame without the active poster's size changes nothing; the picker offers only frames that fit", async () => {
    threePosters();
    await waitFor(d().actor, (s) => s.matches({ options: 'Loaded' }));
    expect(selectFramesForActive(d().s()).map((f) => f.id)).toEqual([20, 21]);
    d().send({ type: 'wall.chooseFrame', frame: D(metal) });
    expect(framed()).toEqual([null, null, null]);
    expect(d().c().wall.frameChosen).toBe(false);
  });
});

describe('price and cart (docs/rules/checkout.md#cart-lines "Cart line", docs/rules/checkout.md#cart-lines quantity 1)', () => {
  it('totals posters and frames by the domain rule and adds every poster with margin and quantity 1, each frame its own line', () => {
    const d = start();
    d.send(
      { type: 'wall.placePoster', product: D(posterA) },
      { type: 'wall.placePoster', product: D(posterB) },
      { type: 'wall.selectPoster', index: 0 },
      { type: 'wall.chooseFrame', frame: D(oak) },
    );
    expect(selectWallTotal('EUR')(d.s())).toEqual({ amount: 4000 + 1000 + 4000 + 1000, currency: 'EUR' });
    d.send({ type: 'wall.addToCart' });
    expect(d.carts).toHaveLength(1);
    expect(d.carts[0]!.map((l) => [l.productId, l.variationName, l.margin, l.quantity, l.uuid])).toEqual([
      [1, '50x70', true, 1, 'line-1'],
      [20, '50x70', undefined, 1, 'line-2'],
      [2, '50x70', true, 1, 'line-3'],
      [20, '50x70', undefined, 1, 'line-4'],
    ]);
  });

  it('an empty wall cannot be added to the cart', () => {
    const d = start();
    d.send({ type: 'wall.addToCart' });
    expect(d.carts).toEqual([]);
  });
});

describe('sharing (docs/rules/gallery-wall.md#sharing-and-saved-walls "Sharing", docs/rules/gallery-wall.md#sharing-and-saved-walls)', () => {
  it('with no posters: opens the sharing overlay, closes the sidebar, clears loading at once, posts nothing', () => {
    const d = start();
    d.send({ type: 'wall.share' });
    expect([d.c().sharingOpen, d.c().sidebarOpen, d.c().loading, d.c().noPosters]).toEqual([true, false, false, true]);
    expect(d.walls.log).toEqual([]);
  });

  it('with posters: loading while posting, a second share is ignored, the link is stored and loading cleared', async () => {
    const d = start();
    d.walls.hold();
    d.send({ type: 'wall.placePoster', product: D(posterA) }, { type: 'wall.share' });
    expect([d.c().sharingOpen, d.c().sidebarOpen, d.c().loading]).toEqual([true, false, true]);
    d.send({ type: 'wall.share' });
    d.walls.release();
    await waitFor(d.actor, (s) => !s.context.loading);
    expect(d.walls.log).toEqual(['share 1']);
    expect(d.c().shareLink).toBe('https://shop.test/gallery-wall/w1');
    expect(d.c().failed).toBe(false);
  });

  it.each(['failure', 'empty-link'] as const)('a %s answer raises the generic error and clears loading', async (answer) => {
    const d = start();
    d.walls.shareAnswer = answer;
    d.send({ type: 'wall.placePoster', product: D(posterA) }, { type: 'wall.share' });
    await waitFor(d.actor, (s) => !s.context.loading);
    expect([d.c().failed, d.c().shareLink]).toEqual([true, null]);
    d.send({ type: 'designer.dismissError' });
    expect(d.c().failed).toBe(false);
  });
});

describe('loading a saved wall (docs/rules/gallery-wall.md#sharing-and-saved-walls "Saved wall loading", docs/rules/gallery-wall.md#sharing-and-saved-walls)', () => {
  it('reproduces a shared wall: layout, room, posters, frames and positions', async () => {
    const a = start();
    a.send(
      { type: 'wall.chooseEnvironment', environment: { idx: 4, url: '/media/room/4.webp' } },
      { type: 'wall.placePoster', product: D(posterA) },
      { type: 'wall.placePoster', product: D(posterB) },
      { type: 'wall.selectPoster', index: 0 },
      { type: 'wall.chooseFrame', frame: D(oak) },
      { type: 'wall.movePoster', index: 1, position: { top: 10, left: 40 } },
      { type: 'wall.share' },
    );
    await waitFor(a.actor, (s) => s.context.shareLink !== null);
    const b = start({ wallId: 'w1' }, a.walls);
    expect([b.c().loading, b.c().introOpen]).toEqual([true, false]);
    await waitFor(b.actor, (s) => !s.context.loading);
    const shown = (c: ReturnType<typeof start>) =>
      c.c().wall.posters.map((p) => [p.product?.id ?? null, p.frame?.id ?? null, p.position]);
    expect(shown(b)).toEqual(shown(a));
    expect(b.c().wall.environment).toEqual({ idx: 4, url: '/media/room/4.webp' });
  });

  it('skips posters without product or size and drops frames that are gone or lack the size', async () => {
    const walls = new InMemoryGalleryWalls([posterA, posterB], [black]);
    walls.walls.set('w9', {
      layout: 2,
      environment: { idx: 1, url: '/media/room/1.webp' },
      posters: [
        { productId: 1, size: '50x70', portrait: true, frameId: 21, top: 20, left: 10 },
        { productId: 404, size: '50x70', portrait: true, frameId: null, top: 20, left: 40 },
        { productId: 2, size: '50x70', portrait: true, frameId: 20, top: 20, left: 60 },
        { productId: 2, size: '70x100', portrait: true, frameId: null, top: 20, left: 70 },
      ],
    });
    const d = start({ wallId: 'w9' }, walls);
    await waitFor(d.actor, (s) => !s.context.loading);
    expect(d.c().wall.posters.map((p) => [p.product?.id ?? null, p.frame?.id ?? null])).toEqual([
      [1, 21],
      [2, null],
      [null, null],
    ]);
  });

  it('a failed load shows nothing and clears loading', async () => {
    const d = start({ wallId: 'missing' });
    await waitFor(d.actor, (s) => !s.context.loading);
    expect(d.c().wall.posters.every((p) => p.product === null)).toBe(true);
    expect(d.c().failed).toBe(false);
    expect(d.s().matches({ wall: 'Ready' })).toBe(true);
  });
});

describe('in the shop system (createShopSystem, test container)', () => {
  it("adding the wall puts its lines in the shop's cart and opens the cart panel; a shared wall reopens", async () => {
    const { createTestContainer } = await import('../../src/adapters/container/test');
    const { resolveShopPorts } = await import('../../src/adapters/container/ports');
    const { createShopSystem } = await import('../../src/application/system/shop-system');
    const { wallDesignerFlow } = await import('../../src/application/system/flows');
    const { selectCartLines } = await import('../../src/application/flows/cart/selectors');
    const { selectOpenPanel } = await import('../../src/application/flows/panels/machine');
    const { DEFAULT_STORE } = await import('../../src/domain/stores/stores');
    const portrait = [posterA, posterB].map((p) => ({ ...p, metadata: { ...p.metadata, portrait: true } }));
    const system = createShopSystem(resolveShopPorts(createTestContainer({ products: [...portrait, oak] })), {
      store: DEFAULT_STORE,
    });
    const designer = system.start(wallDesignerFlow, { wallId: null });
    designer.send({ type: 'designer.openStep', step: 3 });
    const picker = designer.getSnapshot().children.picker!;
    await waitFor(picker, (s) => s.matches('Listed'));
    expect(picker.getSnapshot().context.products.map((p) => p.id)).toEqual([1, 2]);
    for (const p of picker.getSnapshot().context.products) designer.send({ type: 'wall.placePoster', product: D(p) });
    designer.send({ type: 'wall.selectPoster', index: 0 });
    designer.send({ type: 'wall.chooseFrame', frame: D(oak) });
    designer.send({ type: 'wall.addToCart' });
    // The first frame choice framed both wood-type posters; each frame belongs to its poster
    // line (removing a poster removes its frame), so the two frames stay two lines.
    const lines = selectCartLines(system.shop.cart.getSnapshot());
    expect(lines.map((l) => [l.productId, l.quantity, l.margin ?? null])).toEqual([
      [1, 1, true],
      [20, 1, null],
      [2, 1, true],
      [20, 1, null],
    ]);
    expect([lines[1]!.posterLineId, lines[3]!.posterLineId]).toEqual([lines[0]!.uuid, lines[2]!.uuid]);
    expect(selectOpenPanel(system.shop.panels.getSnapshot())).toBe('cart');
    designer.send({ type: 'wall.share' });
    await waitFor(designer, (s) => s.context.shareLink !== null);
    const id = designer.getSnapshot().context.shareLink!.split('/').pop()!;
    const reopened = system.start(wallDesignerFlow, { wallId: id });
    await waitFor(reopened, (s) => !s.context.loading);
    expect(reopened.getSnapshot().context.wall.posters.map((p) => [p.product?.id ?? null, p.frame?.id ?? null])).toEqual(
      designer.getSnapshot().context.wall.posters.map((p) => [p.product?.id ?? null, p.frame?.id ?? null]),
    );
    system.dispose();
  });
});
