/**
 * The calls Klarna makes to the merchant during a purchase: the validation callback, which may
 * refuse the purchase, and the push, which tells the merchant a checkout is complete.
 */
export type MerchantFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; headers: { get(name: string): string | null } }>;

/** How long Klarna waits for the validation callback. */
export const VALIDATION_TIMEOUT_MS = 10_000;

/** The platform's fetch, answering a redirect as it is (the validation callback refuses with a 303) and giving up in time. */
export const globalMerchantFetch: MerchantFetch = async (url, init) => {
  const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(VALIDATION_TIMEOUT_MS) });
  await response.body?.cancel();
  return response;
};

const withinTime = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

/**
 * Asks the merchant whether the purchase may go ahead. Klarna documents the answers: 200 accepts,
 * 303 with a Location refuses and sends the shopper there. A callback that fails, times out or
 * answers anything else also refuses here, back to the merchant's checkout page: the stand-in's
 * choice, so a broken validation endpoint shows up as refused purchases rather than as orders the
 * merchant never checked.
 */
export const askValidation = async (
  merchantFetch: MerchantFetch,
  url: string,
  order: unknown,
  checkoutUrl: string,
  timeoutMs: number,
): Promise<{ accepted: true } | { accepted: false; redirectUrl: string }> => {
  try {
    const answer = await withinTime(
      merchantFetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(order) }),
      timeoutMs,
    );
    if (answer.status === 200) return { accepted: true };
    const location = answer.status === 303 ? answer.headers.get('location') : null;
    return { accepted: false, redirectUrl: location ? new URL(location, url).href : checkoutUrl };
  } catch {
    return { accepted: false, redirectUrl: checkoutUrl };
  }
};

/**
 * Sends the push (a POST without a body) until the merchant answers 2xx, at most `tries` times.
 * Klarna keeps pushing for a long while until the order is acknowledged; the stand-in makes a few
 * quick tries so a test or a demo sees the retry without waiting hours.
 */
export const sendPush = async (
  merchantFetch: MerchantFetch,
  url: string,
  tries: number,
  delayMs: number,
  onAttempt: (delivered: boolean) => void,
): Promise<void> => {
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    let delivered = false;
    try {
      const answer = await withinTime(merchantFetch(url, { method: 'POST', headers: {} }), VALIDATION_TIMEOUT_MS);
      delivered = answer.status >= 200 && answer.status < 300;
    } catch {}
    onAttempt(delivered);
    if (delivered) return;
    if (attempt < tries) await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
};
