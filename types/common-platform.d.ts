/**
 * The few web-platform globals the headless core (src/domain, src/application) uses, present in
 * every browser and in Node alike. The headless build type-checks against these instead of the
 * DOM library (tsconfig.headless.json), so a use of `window`, `document` or `localStorage` in
 * those layers fails the build; React front ends get the full DOM types, Node the same globals.
 */
interface AbortSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}
declare var AbortSignal: { prototype: AbortSignal };

interface AbortController {
  readonly signal: AbortSignal;
  abort(reason?: unknown): void;
}
declare var AbortController: { prototype: AbortController; new (): AbortController };

interface URLSearchParams {
  get(name: string): string | null;
  has(name: string): boolean;
  toString(): string;
}
declare var URLSearchParams: {
  prototype: URLSearchParams;
  new (init?: string | Record<string, string> | readonly (readonly [string, string])[]): URLSearchParams;
};
