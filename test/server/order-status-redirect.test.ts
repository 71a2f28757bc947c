import { describe, expect, it } from 'vitest';
import { orderStatusHome } from '../../server/ssr/order-status-redirect';
import { storeByCode } from '../../src/domain/stores/stores';

/** Where a status link of another store's order leads, with stores under paths or on their own hosts. */
const int = storeByCode('int')!;
const de = storeByCode('de')!;
const publicUrl = 'https://posters.example';

describe('orderStatusHome', () => {
  it('stays put for the order’s own store and for an unknown store code', () => {
    expect(orderStatusHome({ storeHosts: new Map(), publicUrl }, de, 'de', 'tok')).toBeUndefined();
    expect(orderStatusHome({ storeHosts: new Map(), publicUrl }, int, 'xx', 'tok')).toBeUndefined();
  });

  it('leads to the store’s path, or to its own host when it has one', () => {
    expect(orderStatusHome({ storeHosts: new Map(), publicUrl }, int, 'de', 'tok')).toBe('/de/bestellstatus/tok');
    const hosts = new Map([['posters.de', 'de']]);
    expect(orderStatusHome({ storeHosts: hosts, publicUrl }, int, 'de', 'tok')).toBe('https://posters.de/bestellstatus/tok');
    // From the German host back to the international store, which has no host of its own.
    expect(orderStatusHome({ storeHosts: hosts, publicUrl }, de, 'int', 'tok')).toBe('https://posters.example/order-status/tok');
  });
});
