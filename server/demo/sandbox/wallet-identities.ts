/**
 * The demo identities of the sandbox wallet provider (docs/operations.md#demo-and-production: two artists and one member of staff
 * per role, demo mode only). Their subjects are stable so STAFF (server/config.ts SANDBOX_STAFF) can name them.
 */
export interface WalletIdentity {
  readonly subject: string;
  readonly name: string;
  readonly email: string;
  readonly description: string;
}

export const SANDBOX_IDENTITIES: readonly WalletIdentity[] = [
  { subject: 'sandbox-artist-1', name: 'Maja Lind', email: 'maja.lind@example.com', description: 'Demo artist' },
  { subject: 'sandbox-artist-2', name: 'Jonas Keller', email: 'jonas.keller@example.com', description: 'Demo artist' },
  // Two more artists who start with no alias, so a demo (or a browser test) can walk the onboarding
  // while the first two already sell.
  { subject: 'sandbox-artist-3', name: 'Lea Novak', email: 'lea.novak@example.com', description: 'New artist' },
  { subject: 'sandbox-artist-4', name: 'Tomás Ruiz', email: 'tomas.ruiz@example.com', description: 'New artist' },
  { subject: 'sandbox-reviewer', name: 'Rita Berger', email: 'rita.berger@example.com', description: 'Demo reviewer' },
  { subject: 'sandbox-fulfilment', name: 'Paul Weber', email: 'paul.weber@example.com', description: 'Demo staff: fulfilment' },
  { subject: 'sandbox-catalogue', name: 'Clara Moreau', email: 'clara.moreau@example.com', description: 'Demo staff: catalogue' },
  { subject: 'sandbox-admin', name: 'Ada Nilsson', email: 'ada.nilsson@example.com', description: 'Demo staff: admin' },
];

export const identityBySubject = (subject: string): WalletIdentity | undefined =>
  SANDBOX_IDENTITIES.find((i) => i.subject === subject);
