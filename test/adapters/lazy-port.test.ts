import { describe, expect, it } from 'vitest';
import { lazyPort } from '../../src/adapters/container/lazy-port';

describe('lazyPort', () => {
  it('loads the implementation once, on the first call, and forwards arguments and results', async () => {
    let loads = 0;
    const port = lazyPort(async () => {
      loads += 1;
      return { double: async (n: number) => n * 2, name: async () => 'catalog' };
    });
    expect(loads).toBe(0);
    expect(await port.double(21)).toBe(42);
    expect(await port.name()).toBe('catalog');
    expect(loads).toBe(1);
  });

  it('passes a failure of the loader to the caller', async () => {
    const port = lazyPort<{ f(): Promise<number> }>(async () => {
      throw new Error('offline');
    });
    await expect(port.f()).rejects.toThrow('offline');
  });
});
