/**
 * Changing one field of a template's values (docs/rules/personalisation.md#field-limits "Personalised values"): plain text fields,
 * the best-friends list and number, the family members and number, the heart's text size, the
 * custom text's style and alignment. Counts only change how many entries are checked (domain);
 * the lists keep what was typed so raising the number again brings the names back.
 */
import {
  BABY_LIMITS,
  BEST_FRIENDS_LIMITS,
  CUSTOM_TEXT_LIMITS,
  FAMILY_LIMITS,
  HEART_LIMITS,
  LOVE_LIMITS,
  PET_LIMITS,
  SIGNIFICANT_OTHER_LIMITS,
  TEXT_ALIGNMENTS,
  ZODIAC_LIMITS,
  type TemplateId,
  type TemplateValuesById,
  type TextAlignment,
} from '../../../domain';

export type TemplateEdit =
  | { readonly type: 'template.setText'; readonly field: string; readonly value: string }
  | { readonly type: 'template.setCount'; readonly count: number }
  | { readonly type: 'template.setFriend'; readonly index: number; readonly value: string }
  | { readonly type: 'template.setMember'; readonly index: number; readonly field: 'name' | 'yob'; readonly value: string }
  | { readonly type: 'template.setTextSize'; readonly size: number }
  | { readonly type: 'template.setStyle'; readonly style: number }
  | { readonly type: 'template.setAlignment'; readonly alignment: TextAlignment };

export type AnyTemplateValues = TemplateValuesById[TemplateId];

const setAt = <T>(list: readonly T[], index: number, value: T, blank: T): readonly T[] =>
  Array.from({ length: Math.max(list.length, index + 1) }, (_, i) => (i === index ? value : (list[i] ?? blank)));

/** The text fields each template has, by name (what `template.setText` may change). */
export const TEXT_FIELDS: { readonly [K in TemplateId]: readonly string[] } = {
  baby: ['name', 'datetime', 'weight', 'height'],
  'best-friends': ['since'],
  cat: ['name', 'date'],
  dog: ['name', 'date'],
  family: [],
  heart: ['text'],
  love: ['names', 'date', 'place'],
  'love-alternate': ['names', 'date', 'place'],
  'significant-other': ['significantOther', 'significantText'],
  zodiac: ['zodiac', 'name', 'date'],
  custom: ['text'],
};

export const applyEdit = (id: TemplateId, values: AnyTemplateValues, e: TemplateEdit): AnyTemplateValues => {
  const v = values as unknown as Record<string, unknown>;
  switch (e.type) {
    case 'template.setText':
      return TEXT_FIELDS[id].includes(e.field) ? ({ ...v, [e.field]: e.value } as unknown as AnyTemplateValues) : values;
    case 'template.setCount':
      if (id === 'best-friends') return { ...(values as TemplateValuesById['best-friends']), numFriends: e.count };
      if (id === 'family') return { ...(values as TemplateValuesById['family']), numMembers: e.count };
      return values;
    case 'template.setFriend': {
      if (id !== 'best-friends') return values;
      const bf = values as TemplateValuesById['best-friends'];
      return { ...bf, bestFriends: setAt(bf.bestFriends, e.index, e.value, '') };
    }
    case 'template.setMember': {
      if (id !== 'family') return values;
      const f = values as TemplateValuesById['family'];
      const member = { ...(f.familyMembers[e.index] ?? { name: '', yob: '' }), [e.field]: e.value };
      return { ...f, familyMembers: setAt(f.familyMembers, e.index, member, { name: '', yob: '' }) };
    }
    case 'template.setTextSize':
      return id === 'heart' ? { ...(values as TemplateValuesById['heart']), textSize: e.size } : values;
    case 'template.setStyle':
      return id === 'custom' ? { ...(values as TemplateValuesById['custom']), style: e.style } : values;
    case 'template.setAlignment':
      return id === 'custom' && TEXT_ALIGNMENTS.includes(e.alignment)
        ? { ...(values as TemplateValuesById['custom']), alignment: e.alignment }
        : values;
  }
};

/** The maximum length of each text field (docs/rules/personalisation.md#field-limits), from the domain's limits. */
export const fieldMaximum = (id: TemplateId, field: string): number | null => {
  const limits: { readonly [K in TemplateId]: Readonly<Record<string, number>> } = {
    baby: BABY_LIMITS,
    'best-friends': { since: BEST_FRIENDS_LIMITS.since, friend: BEST_FRIENDS_LIMITS.name },
    cat: PET_LIMITS,
    dog: PET_LIMITS,
    family: { name: FAMILY_LIMITS.name, yob: FAMILY_LIMITS.yob },
    heart: HEART_LIMITS,
    love: LOVE_LIMITS,
    'love-alternate': LOVE_LIMITS,
    'significant-other': SIGNIFICANT_OTHER_LIMITS,
    zodiac: ZODIAC_LIMITS,
    custom: CUSTOM_TEXT_LIMITS,
  };
  return limits[id][field] ?? null;
};
