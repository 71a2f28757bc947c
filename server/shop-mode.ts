/**
 * Demo and production (docs/architecture.md#demo-and-production). The demo runs on sandbox
 * providers, a generated catalogue and coupons anyone can read in docs/operations.md#demo-and-production; production must
 * never run on any of them by accident, so it refuses to start while one is configured and
 * names the variable to set.
 */
import { SANDBOX_CLIENT_SECRET, SANDBOX_STAFF, type Config } from './config.js';

const SANDBOX_STAFF_SUBJECTS = SANDBOX_STAFF.split(',').map((entry) => entry.split(':')[0]!);
import { DEMO_COUPONS } from './demo/seed/coupons.js';
import { missingProviderSettings } from './orders/providers.js';

/** What stands between this configuration and a safe production start; empty in demo mode. */
export const productionProblems = (config: Config): string[] => {
  if (config.mode !== 'production') return [];
  const problems: string[] = [];
  if (config.checkoutProvider === 'sandbox') {
    problems.push('CHECKOUT_PROVIDER is the sandbox checkout, which accepts a test card: set it to a real provider.');
  }
  const missing = missingProviderSettings(config);
  if (missing.length)
    problems.push(`CHECKOUT_PROVIDER=klarna needs ${missing.join(', ')}: your Klarna API address and credentials.`);
  const klarnaUrl = config.checkoutProvider === 'klarna' ? config.klarna.apiUrl : undefined;
  // The credentials travel with every call: only https, or this machine itself (a stand-in beside the shop).
  if (
    klarnaUrl &&
    !klarnaUrl.startsWith('https://') &&
    !/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/.test(klarnaUrl)
  ) {
    problems.push(`KLARNA_API_URL is "${klarnaUrl}": set the https:// address of Klarna's API.`);
  }
  if (config.auth.issuerUrl === undefined) {
    problems.push(
      'WALLET_ISSUER_URL is not set, so the sandbox wallet would let anyone pick an identity: set your OpenID Connect issuer.',
    );
  }
  // Sign-in tokens and the provider's keys travel from the issuer: over plain http anyone on the way could forge them.
  if (config.auth.issuerUrl !== undefined && !config.auth.issuerUrl.startsWith('https://')) {
    problems.push(`WALLET_ISSUER_URL is "${config.auth.issuerUrl}": set the https:// address of your OpenID Connect issuer.`);
  }
  if (
    config.staff.issuerUrl !== undefined &&
    config.staff.issuerUrl !== config.auth.issuerUrl &&
    !config.staff.issuerUrl.startsWith('https://')
  ) {
    problems.push(`STAFF_ISSUER_URL is "${config.staff.issuerUrl}": set the https:// address of the back office's issuer.`);
  }
  if (config.auth.clientSecret === SANDBOX_CLIENT_SECRET) {
    problems.push('WALLET_CLIENT_SECRET is the sandbox secret: set the secret your wallet provider issued.');
  }
  const sandboxStaff = [...config.staff.members.keys()].filter((s) => SANDBOX_STAFF_SUBJECTS.includes(s));
  if (sandboxStaff.length) {
    problems.push(
      `STAFF or REVIEWER_SUBJECTS names the sandbox identities ${sandboxStaff.map((s) => `"${s}"`).join(', ')}: list your staff's subjects at your provider.`,
    );
  }
  if (config.staff.issuerUrl !== config.auth.issuerUrl && config.staff.clientSecret === SANDBOX_CLIENT_SECRET) {
    problems.push('STAFF_CLIENT_SECRET is the sandbox secret: set the secret your provider issued for the back office.');
  }
  if (!config.publicUrl.startsWith('https://')) {
    problems.push(`PUBLIC_URL is "${config.publicUrl}": set the https:// address shoppers reach the shop at.`);
  }
  return problems;
};

/** A start the mode forbids; main prints its message (no stack: it explains itself) and exits non-zero. */
export class StartRefused extends Error {
  override readonly name = 'StartRefused';
}

export const assertSafeForMode = (config: Config): void => {
  const problems = productionProblems(config);
  if (problems.length) {
    throw new StartRefused(
      `SHOP_MODE=production refuses to start:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'See docs/operations.md#production-checklist for the checklist, or leave SHOP_MODE unset to run the demo.',
    );
  }
};

/** The one line a start prints about its mode. */
export const modeLine = (config: Config): string =>
  config.mode === 'demo'
    ? `demo mode: sandbox checkout and wallet; demo coupons ${DEMO_COUPONS.map((c) => c.code).join(', ')}; ` +
      'not for real customers (SHOP_MODE=production, docs/operations.md#production-checklist)'
    : `production mode: checkout "${config.checkoutProvider}", wallet ${config.auth.issuerUrl}; no demo data`;
