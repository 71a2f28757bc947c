/**
 * Best-friends template (docs/rules/personalisation.md#templates, docs/rules/personalisation.md#field-limits): 2 to 4 friends, each name at most 22, since at most 40.
 * Only the chosen number of names is checked; the form's list may hold more (kept for when the
 * shopper raises the number again). Fewer names than chosen makes the missing ones invalid.
 * Decision: the names past the chosen number are not printed, so `read` drops them and an order
 * stores only the names its poster shows (10,000 names with two friends store two).
 */
import { failingFields, isIntegerBetween, type TemplateDefinition } from './field';

export interface BestFriendsValues {
  readonly numFriends: number;
  readonly bestFriends: readonly string[];
  readonly since: string;
}

export const BEST_FRIENDS_LIMITS = { name: 22, since: 40, minFriends: 2, maxFriends: 4 } as const;

export const bestFriendsTemplate: TemplateDefinition<BestFriendsValues> = {
  defaults: { numFriends: 2, bestFriends: ['Anna', 'Maja'], since: 'Best friends since 2010' },
  invalidFields: (v) => {
    if (!isIntegerBetween(v.numFriends, BEST_FRIENDS_LIMITS.minFriends, BEST_FRIENDS_LIMITS.maxFriends)) {
      return ['numFriends'];
    }
    const names = Array.from(
      { length: v.numFriends },
      (_, i) => [`bestFriends[${i}]`, v.bestFriends[i] ?? '', BEST_FRIENDS_LIMITS.name] as const,
    );
    return failingFields([...names, ['since', v.since, BEST_FRIENDS_LIMITS.since]]);
  },
  read: (v) => ({ ...v, bestFriends: v.bestFriends.slice(0, Math.max(0, v.numFriends)) }),
};
