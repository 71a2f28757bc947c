import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * Compares a screenshot with its committed reference image under test/e2e/__screenshots__/.
 * `UPDATE_SCREENSHOTS=1` writes the references instead (after an intended change of the
 * look: run the screenshot test with it, look at the new images, commit them). A missing
 * reference is written and reported as a failure, so it is never taken silently. On a
 * mismatch the actual image and a diff land in test-results/screenshots/ (not committed).
 */
export const REFERENCE_DIR = path.resolve('test/e2e/__screenshots__');
const RESULTS_DIR = path.resolve('test-results/screenshots');
export const updating = process.env.UPDATE_SCREENSHOTS === '1';

export interface Comparison {
  readonly ok: boolean;
  readonly message: string;
  readonly diffRatio: number;
}

/**
 * `threshold` is pixelmatch's per-pixel colour distance (0–1); `maxDiffRatio` the share of
 * pixels allowed to differ (font hinting and image resampling may move a few).
 */
export const compareWithReference = async (
  name: string,
  actual: Buffer,
  opts: { threshold?: number; maxDiffRatio?: number } = {},
): Promise<Comparison> => {
  const reference = path.join(REFERENCE_DIR, `${name}.png`);
  if (updating || !existsSync(reference)) {
    await mkdir(REFERENCE_DIR, { recursive: true });
    await writeFile(reference, actual);
    return updating
      ? { ok: true, message: `updated ${reference}`, diffRatio: 0 }
      : { ok: false, message: `no reference image yet; wrote ${reference} — look at it and commit it`, diffRatio: 1 };
  }
  const want = PNG.sync.read(await readFile(reference));
  const got = PNG.sync.read(actual);
  if (want.width !== got.width || want.height !== got.height) {
    await saveResult(name, actual);
    return {
      ok: false,
      message: `size ${got.width}×${got.height} differs from the reference's ${want.width}×${want.height}`,
      diffRatio: 1,
    };
  }
  const diff = new PNG({ width: want.width, height: want.height });
  const changed = pixelmatch(want.data, got.data, diff.data, want.width, want.height, { threshold: opts.threshold ?? 0.1 });
  const diffRatio = changed / (want.width * want.height);
  const maxDiffRatio = opts.maxDiffRatio ?? 0.01;
  if (diffRatio <= maxDiffRatio) return { ok: true, message: `${(diffRatio * 100).toFixed(3)} % of pixels differ`, diffRatio };
  await saveResult(name, actual, PNG.sync.write(diff));
  return {
    ok: false,
    message:
      `${(diffRatio * 100).toFixed(2)} % of pixels differ from ${reference} (at most ${(maxDiffRatio * 100).toFixed(2)} % allowed); ` +
      `see ${path.join(RESULTS_DIR, `${name}.actual.png`)} and .diff.png; if the change is intended, refresh with UPDATE_SCREENSHOTS=1`,
    diffRatio,
  };
};

const saveResult = async (name: string, actual: Buffer, diff?: Buffer) => {
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(path.join(RESULTS_DIR, `${name}.actual.png`), actual);
  if (diff) await writeFile(path.join(RESULTS_DIR, `${name}.diff.png`), diff);
};
