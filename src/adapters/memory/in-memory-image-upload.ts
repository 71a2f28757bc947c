/**
 * ImageUploadGateway in memory, for tests and headless runs: a file named like
 * `beach-1400x2000.jpg` "is" a photo of 1400 × 2000 px (others 3000 × 4000, or what
 * `dimensionsOf` says), stored under a sequential id.
 * `failWith` fails every upload; `hold()` keeps the next upload in flight at a given
 * progress until `release()`, so a test can look at the page while bytes travel.
 */
import { fail, type FailureCode, type Outcome } from '../../application/model/outcome';
import { ok } from '../../domain/result/result';
import type { ImageToUpload, ImageUploadGateway, UploadedImage } from '../../application/ports/image-upload.port';

const dimensionsInName = (name: string) => {
  const m = /(\d+)x(\d+)/.exec(name);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : { width: 3000, height: 4000 };
};

export class InMemoryImageUpload implements ImageUploadGateway {
  readonly uploaded: { readonly name: string; readonly id: string }[] = [];
  failWith: FailureCode | null = null;
  /** Uploads are refused by content (a PNG named .jpg): 415, as the server does. */
  refuseContent = false;
  private held: { readonly progress: number; release: () => void } | null = null;
  private holding: number | null = null;

  constructor(
    private readonly dimensionsOf: (name: string) => { readonly width: number; readonly height: number } = dimensionsInName,
  ) {}

  /** The next upload reports `progress` percent and waits for `release()`. */
  hold(progress: number): void {
    this.holding = progress;
  }

  release(): void {
    this.held?.release();
    this.held = null;
  }

  async upload(file: ImageToUpload, onProgress: (percent: number) => void, signal: AbortSignal): Promise<Outcome<UploadedImage>> {
    onProgress(0);
    if (this.holding !== null) {
      const progress = this.holding;
      this.holding = null;
      onProgress(progress);
      await new Promise<void>((release) => {
        this.held = { progress, release };
        signal.addEventListener('abort', () => release(), { once: true });
      });
    }
    if (signal.aborted) return fail('NETWORK', 'aborted');
    if (this.failWith) return fail(this.failWith, 'upload failed');
    if (this.refuseContent) return fail('BAD_REQUEST', 'The file is not a JPEG image.', 415, 'UPLOAD.NOT_JPEG');
    const id = `upload-${this.uploaded.length + 1}`;
    this.uploaded.push({ name: file.name, id });
    onProgress(100);
    return ok({ id, ...this.dimensionsOf(file.name), url: `/uploads/${id}.jpg` });
  }
}
