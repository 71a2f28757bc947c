/**
 * A port whose implementation is loaded on first use. The browser hydrates from the
 * server's data without calling any port, so the container, the HTTP adapter and the io-ts
 * codecs arrive in their own chunk only when the first client-side navigation needs them.
 * Every method of the port must return a promise.
 */
export const lazyPort = <T extends object>(load: () => Promise<T>): T => {
  let loaded: Promise<T> | undefined;
  return new Proxy({} as T, {
    get: (_target, method) =>
      // Not a promise itself: a container or `await` that asks for `then` gets none.
      method === 'then'
        ? undefined
        : async (...args: unknown[]) => {
            loaded ??= load();
            const port = await loaded;
            return (port[method as keyof T] as (...a: unknown[]) => unknown)(...args);
          },
  });
};
