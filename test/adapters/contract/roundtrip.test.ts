import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { Artist, ArtistAccount } from '../../../src/adapters/http/contract/index.js';
import { artistAccount } from '../../arbitraries/contract.js';
import { CODEC_ARBITRARIES, exportedCodecs } from './codec-table.js';

/** docs/architecture.md#conventions: every codec survives encode → JSON → decode unchanged (docs/rules/shop-wide.md#wire-conventions wire). */
const codecs = exportedCodecs();

describe('wire contract round trip', () => {
  it('has an arbitrary for every exported codec', () => {
    expect(codecs.map(([name]) => name).sort()).toEqual(Object.keys(CODEC_ARBITRARIES).sort());
  });

  it.each(codecs)('%s: decode(encode(x)) equals x, also through JSON, and is(x)', (name, codec) => {
    fc.assert(
      fc.property(CODEC_ARBITRARIES[name]!, (x) => {
        expect(codec.is(x)).toBe(true);
        const encoded: unknown = codec.encode(x);
        expect(codec.decode(encoded)).toEqual(E.right(x));
        expect(codec.decode(JSON.parse(JSON.stringify(encoded)))).toEqual(E.right(x));
      }),
      { numRuns: 100 },
    );
  });

  it('encoding an account as the public Artist strips the private fields', () => {
    fc.assert(
      fc.property(artistAccount, (account) => {
        const wire = Artist.encode(account);
        for (const field of ['name', 'email', 'vat_number', 'sales', 'balance', 'terms']) {
          expect(wire).not.toHaveProperty(field);
        }
        expect(Object.keys(wire).sort()).toEqual(Object.keys(Artist.type.props).sort());
        expect(ArtistAccount.is(wire)).toBe(false);
      }),
      { numRuns: 20 },
    );
  });
});
