import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, allSources } from './sources';

/**
 * Limits the UI shows come from `src/domain`, never restated (docs/architecture.md#conventions): a
 * `maxLength`, `max` or `min` attribute in `src/ui` names a constant (or an expression of one), not a
 * number. The back office's pages (`src/ui/pages/admin/`) are left out for now: their engineers are
 * moving their limits into the domain themselves, and this check will include them once they have.
 */
const LIMIT_ATTRIBUTE = /(?<![\w-])(maxLength|max|min)=(?:\{\s*(-?[\d.]+)\s*\}|"(-?[\d.]+)")/g;
const EXCLUDED = 'src/ui/pages/admin/';

interface Source {
  readonly file: string;
  readonly text: string;
}

const restatedLimits = (sources: readonly Source[]): string[] =>
  sources
    .filter((s) => s.file.startsWith('src/ui/') && !s.file.startsWith(EXCLUDED) && s.file.endsWith('.tsx'))
    .flatMap((s) =>
      [...s.text.matchAll(LIMIT_ATTRIBUTE)].map((m) => {
        const line = s.text.slice(0, m.index).split('\n').length;
        return `${s.file}:${line}: ${m[0]}`;
      }),
    );

describe('limits in the UI', () => {
  it('name a constant, never a number', () => {
    const sources = allSources().map((f) => ({ file: path.relative(ROOT, f), text: readFileSync(f, 'utf8') }));
    expect(restatedLimits(sources)).toEqual([]);
  });

  it('the check names a restated number in any of the three attributes, and nothing else', () => {
    const text = [
      '<input maxLength={40} />',
      '<input type="number" min="1" max={ 99 } />',
      '<input maxLength={COUPON_CODE_MAX} min={PRODUCT_START_QUANTITY} max={fieldMaximum(id)} />',
      '<p data-max={3}>{max}</p>',
    ].join('\n');
    expect(
      restatedLimits([
        { file: 'src/ui/pages/Form.tsx', text },
        { file: 'src/ui/pages/admin/Desk.tsx', text: '<input maxLength={500} />' },
      ]),
    ).toEqual([
      'src/ui/pages/Form.tsx:1: maxLength={40}',
      'src/ui/pages/Form.tsx:2: min="1"',
      'src/ui/pages/Form.tsx:2: max={ 99 }',
    ]);
  });
});
