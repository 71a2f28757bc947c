/** Artist membership levels (docs/rules/artists.md#directory-and-profile "Artist", docs/rules/artists.md#directory-and-profile): 1 Bronze, 2 Silver, 3 Gold, 4 Platinum. */
export const MEMBERSHIP_TIERS = { 1: 'Bronze', 2: 'Silver', 3: 'Gold', 4: 'Platinum' } as const;

export type MembershipLevel = keyof typeof MEMBERSHIP_TIERS;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[MembershipLevel];

export const isMembershipLevel = (level: number): level is MembershipLevel => level in MEMBERSHIP_TIERS;

export const membershipTier = (level: number): MembershipTier | null =>
  isMembershipLevel(level) ? MEMBERSHIP_TIERS[level] : null;
