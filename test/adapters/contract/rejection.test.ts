import fc from 'fast-check';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import * as C from '../../../src/adapters/http/contract/index.js';
import { decodeWith } from '../../../src/adapters/http/decode.js';
import { ok } from '../../../src/domain/result/result.js';
import * as A from '../../arbitraries/contract.js';
import { CODEC_ARBITRARIES, exportedCodecs } from './codec-table.js';

/** Required field names of a plain strict object codec (t.strict), or none for other shapes. */
const requiredKeys = (codec: t.Mixed): string[] =>
  codec instanceof t.ExactType && codec.type instanceof t.InterfaceType ? Object.keys(codec.type.props) : [];

const objectCodecs = exportedCodecs().filter(([, codec]) => requiredKeys(codec).length > 0);

/** Invalid for every field codec of the contract: no field accepts an array holding an array. */
const WRONG = [[]];

const messagesOf = (codec: t.Mixed, value: unknown): string[] => {
  const result = decodeWith(codec, value);
  if (result.ok) throw new Error('expected a decode failure');
  return result.error.messages;
};

describe('wire contract rejections name the path', () => {
  it.each(objectCodecs)('%s: a missing or mistyped required field is a Left naming it', (name, codec) => {
    const sample = fc.tuple(CODEC_ARBITRARIES[name]!, fc.constantFrom(...requiredKeys(codec)));
    fc.assert(
      fc.property(sample, ([value, key]) => {
        const { [key]: _dropped, ...missing } = value as Record<string, unknown>;
        expect(messagesOf(codec, missing).some((m) => m.includes(`/${key}: `))).toBe(true);
        const wrong = { ...(value as Record<string, unknown>), [key]: WRONG };
        expect(messagesOf(codec, wrong).some((m) => m.includes(`/${key}: `))).toBe(true);
      }),
      { numRuns: 20 },
    );
  });

  it('reports a nested field with its full path', () => {
    const product = fc.sample(
      A.product.filter((p) => p.variations.length > 0),
      { numRuns: 1, seed: 7 },
    )[0]!;
    const broken = { ...product, variations: [{ ...product.variations[0], price: '12.00' }] };
    expect(messagesOf(C.Product, broken)).toEqual([
      'Invalid value "12.00" supplied to : Product/0: ProductFields/variations: Array<Variation>/0: Variation/price: number',
    ]);
  });

  it('reports a field deep in the category tree', () => {
    const leaf = fc.sample(A.category, { numRuns: 1, seed: 3 })[0]!;
    const tree = [{ ...leaf, children: [{ ...leaf, children: [], home: 'yes' }] }];
    expect(messagesOf(C.CategoryTree, tree)).toEqual([
      'Invalid value "yes" supplied to : CategoryTree/0: Category/children: Array<Category>/0: Category/home: boolean',
    ]);
  });

  it.each([
    [
      'an unknown image type',
      C.ProductImage,
      { type: 'poster', url: '/m/a.jpg', width: 1, height: 1 },
      '/type: ProductImageType',
    ],
    ['a coupon with neither discount', C.Coupon, { code: 'SPRING' }, 'FixedAmountCoupon/fixed_amount: number'],
    ['unknown artist terms', C.ArtistAccount, { terms: 'maybe' }, '/terms: ArtistTerms'],
    ['success: false', C.SuccessAnswer, { success: false }, '/success: true'],
    [
      'a missing nullable field (null is required, not absence)',
      C.Order,
      { id: 'o1', status: 'x', country: null, snippet: '', tracking: {}, fulfilment_status: null },
      '/email: string | null',
    ],
    [
      'a non-string alternate URL',
      C.ProductTag,
      { id: 1, slug: 'a', name: 'A', alternate: { de: 1 } },
      '/alternate: Alternate/de: string',
    ],
    ['a list that is not an array', C.ProductList, { items: [] }, 'Invalid value {"items":[]} supplied to : ProductList'],
  ])('rejects %s', (_case, codec: t.Mixed, value, fragment) => {
    expect(messagesOf(codec, value).some((m) => m.includes(fragment))).toBe(true);
  });

  it('strips unknown fields on decode instead of failing (older clients keep working)', () => {
    const decoded = decodeWith(C.Widget, { content: '<p>hi</p>', hidden: false, extra: 1 });
    expect(decoded).toEqual(ok({ content: '<p>hi</p>', hidden: false }));
  });
});
