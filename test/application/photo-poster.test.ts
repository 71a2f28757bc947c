/**
 * Upload-your-own poster (docs/rules/uploads.md#customer-photos "Upload-your-own image", docs/rules/uploads.md#customer-photos "Uploaded image (customer)" and
 * add to cart on the upload page, docs/rules/shop-wide.md#errors-and-redirects upload failure toast and too-small message), driven through
 * the shop system over the test container's in-memory ports; no DOM.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createTestContainer } from '../../src/adapters/container/test';
import { resolveShopPorts } from '../../src/adapters/container/ports';
import type { InMemoryImageUpload } from '../../src/adapters/memory/in-memory-image-upload';
import { createShopSystem, type ShopSystem } from '../../src/application/system/shop-system';
import { configuratorFlow, photoPosterFlow } from '../../src/application/system/flows';
import { TOKENS } from '../../src/application/ports/tokens';
import { selectCanAddToCart } from '../../src/application/flows/configurator/selectors';
import { selectCartLines } from '../../src/application/flows/cart/selectors';
import {
  selectRefusedFileName,
  selectUploadFileName,
  selectUploadedImage,
  selectUploadPhase,
  selectUploadProgress,
  selectUploadToast,
  selectUploadVerdict,
  selectUploading,
} from '../../src/application/flows/photo-poster/selectors';
import { TOAST_DURATION_MS } from '../../src/domain';
import { DEFAULT_STORE } from '../../src/domain/stores/stores';
import { catalogueProduct } from '../fakes/catalogue-products';

const byop = catalogueProduct({ id: 40, slug: 'your-photo', metadata: { byop: true, portrait: true, pp: false } });
let systems: ShopSystem[] = [];
afterEach(() => {
  systems.forEach((s) => s.dispose());
  systems = [];
  vi.useRealTimers();
});

const jpeg = (name: string) => ({ name, type: 'image/jpeg', size: 1000 });

const open = (size: string | null = '50x70', product = byop) => {
  const container = createTestContainer({ products: [product] });
  const system = createShopSystem(resolveShopPorts(container), { store: DEFAULT_STORE });
  systems.push(system);
  const configurator = system.start(configuratorFlow, { product, frames: [], requestedSize: size });
  const upload = system.start(photoPosterFlow, { product, configurator });
  const uploads = container.get<InMemoryImageUpload>(TOKENS.ImageUploadGateway);
  const settled = () => waitFor(upload, (s) => !s.hasTag('busy'));
  return {
    system,
    configurator,
    upload,
    uploads,
    settled,
    phase: () => selectUploadPhase(upload.getSnapshot()),
    canAdd: () => selectCanAddToCart(configurator.getSnapshot()),
  };
};

/** The page with the photo chosen and its upload settled. */
const openWith = async (fileName: string) => {
  const p = open();
  p.upload.send({ type: 'upload.choose', file: jpeg(fileName) });
  await p.settled();
  return p;
};

describe('upload-your-own poster', () => {
  it('starts idle with add to cart disabled', () => {
    const p = open();
    expect(p.phase()).toBe('idle');
    expect(p.canAdd()).toBe(false);
  });

  it('a photo with 47 px per cm of 50x70 becomes valid; the cart line carries its id', async () => {
    const p = await openWith('beach-2350x3290.jpg');
    expect(p.phase()).toBe('valid');
    expect(selectUploadedImage(p.upload.getSnapshot())).toMatchObject({ id: 'upload-1', width: 2350, height: 3290 });
    expect(p.canAdd()).toBe(true);
    p.configurator.send({ type: 'config.addToCart' });
    const [line] = selectCartLines(p.system.shop.cart.getSnapshot());
    expect(line?.template).toEqual({
      kind: 'upload',
      uploadedImageId: 'upload-1',
      url: '/uploads/upload-1.jpg',
      width: 2350,
      height: 3290,
    });
    expect(line).not.toHaveProperty('blackAndWhite');
  });

  it('one pixel short is too small: the message has the photo’s size and the largest size it prints well at', async () => {
    const p = await openWith('beach-2349x3290.jpg');
    expect(p.phase()).toBe('tooSmall');
    expect(selectUploadVerdict(p.upload.getSnapshot())).toEqual({
      code: 'TOO_SMALL',
      width: 2349,
      height: 3290,
      largestSize: '30x40',
    });
    expect(p.canAdd()).toBe(false);
  });

  it('a landscape photo is checked with the dimensions swapped', async () => {
    const p = await openWith('wide-3290x2350.jpg');
    expect(p.phase()).toBe('valid');
  });

  it('a square photo is refused whatever its size', async () => {
    const p = await openWith('square-9000x9000.jpg');
    expect(selectUploadVerdict(p.upload.getSnapshot())).toEqual({ code: 'SQUARE', width: 9000, height: 9000 });
    expect(p.canAdd()).toBe(false);
  });

  it('changing the size re-checks the photo already sent, both ways', async () => {
    const p = await openWith('beach-1500x2000.jpg');
    expect(p.phase()).toBe('tooSmall');
    p.configurator.send({ type: 'config.selectSize', size: '30x40' });
    expect(p.phase()).toBe('valid');
    expect(p.canAdd()).toBe(true);
    p.configurator.send({ type: 'config.selectSize', size: '50x70' });
    expect(p.phase()).toBe('tooSmall');
    expect(p.canAdd()).toBe(false);
    expect(p.uploads.uploaded).toHaveLength(1);
  });

  it('a file that is not jpg/jpeg is refused without being sent', () => {
    const p = open();
    p.upload.send({ type: 'upload.choose', file: { name: 'photo.png', type: 'image/png', size: 10 } });
    expect(p.phase()).toBe('notJpeg');
    expect(p.uploads.uploaded).toEqual([]);
    expect(p.canAdd()).toBe(false);
  });

  it('a file the shop reads as no JPEG (415, a PNG named .jpg) is refused as not a JPEG, and its name leaves the drop zone', async () => {
    const p = open();
    p.uploads.refuseContent = true;
    p.upload.send({ type: 'upload.choose', file: jpeg('renamed.jpg') });
    await p.settled();
    expect(p.phase()).toBe('notJpeg');
    expect(selectUploadToast(p.upload.getSnapshot())).toBe(false);
    expect(selectUploadFileName(p.upload.getSnapshot())).toBeNull();
    expect(selectRefusedFileName(p.upload.getSnapshot())).toBe('renamed.jpg');
    expect(p.canAdd()).toBe(false);
  });

  it('while the photo travels: progress is shown and add to cart is disabled, even after a good photo', async () => {
    const p = await openWith('first-3000x4000.jpg');
    expect(p.canAdd()).toBe(true);
    p.uploads.hold(42);
    p.upload.send({ type: 'upload.choose', file: jpeg('second-3000x4000.jpg') });
    await waitFor(p.upload, (s) => selectUploadProgress(s) === 42);
    expect(selectUploading(p.upload.getSnapshot())).toBe(true);
    expect(p.phase()).toBe('uploading');
    expect(p.canAdd()).toBe(false);
    p.uploads.release();
    await p.settled();
    expect(selectUploadProgress(p.upload.getSnapshot())).toBe(100);
    expect(selectUploadedImage(p.upload.getSnapshot())?.id).toBe('upload-2');
    expect(p.canAdd()).toBe(true);
  });

  it('a failed upload shows the toast for 3000 ms and keeps add to cart disabled', async () => {
    vi.useFakeTimers();
    const p = open();
    p.uploads.failWith = 'BAD_REQUEST';
    p.upload.send({ type: 'upload.choose', file: jpeg('broken.jpg') });
    await vi.advanceTimersByTimeAsync(0);
    expect(p.phase()).toBe('failed');
    expect(selectUploadToast(p.upload.getSnapshot())).toBe(true);
    expect(p.canAdd()).toBe(false);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(selectUploadToast(p.upload.getSnapshot())).toBe(true);
    vi.advanceTimersByTime(1);
    expect(selectUploadToast(p.upload.getSnapshot())).toBe(false);
    p.uploads.failWith = null;
    p.upload.send({ type: 'upload.choose', file: jpeg('again-3000x4000.jpg') });
    await vi.advanceTimersByTimeAsync(0);
    expect(p.phase()).toBe('valid');
  });

  it('without a size the photo waits in checking, and is judged once a size is chosen', async () => {
    // No default 50x70 on offer: the page opens without a size (docs/rules/product-pages.md#size-frame-and-options).
    const p = open(null, { ...byop, variations: byop.variations.filter((v) => v.option_name !== '50x70') });
    p.upload.send({ type: 'upload.choose', file: jpeg('beach-3000x4000.jpg') });
    await p.settled();
    expect(p.phase()).toBe('checking');
    expect(p.canAdd()).toBe(false);
    p.configurator.send({ type: 'config.selectSize', size: '30x40' });
    expect(p.phase()).toBe('valid');
    expect(p.canAdd()).toBe(true);
  });
});
