import * as t from 'io-ts';
import type { TemplateId, TemplateValuesById } from '../../../domain/templates';

/**
 * Personalised values on the wire (docs/rules/personalisation.md#field-limits "Personalised values"): snake_case as the spec
 * names them (`best_friends`, `num_friends`, `num_members`, `family_members[].yob`,
 * `significant_other`, `significant_text`, …). One codec per template maps the wire shape to
 * the domain's camelCase types and back; lengths and counts are the domain's business
 * (src/domain/templates), so a decoded value may still be invalid for the template.
 */
const str = t.string;

const mapped = <A, O extends Record<string, unknown>>(
  name: string,
  wire: t.Type<O, O, unknown>,
  toDomain: (o: O) => A,
  toWire: (a: A) => O,
): t.Type<A, Record<string, unknown>, unknown> =>
  new t.Type<A, Record<string, unknown>, unknown>(
    name,
    (u): u is A => wire.is(toWire(u as A)),
    (u, c) => {
      const r = wire.validate(u, c);
      return r._tag === 'Left' ? r : t.success(toDomain(r.right));
    },
    (a) => wire.encode(toWire(a)),
  );

const same = <O extends Record<string, unknown>>(name: string, wire: t.Type<O, O, unknown>) =>
  mapped<O, O>(
    name,
    wire,
    (o) => o,
    (a) => a,
  );

const Pet = t.strict({ name: str, date: str }, 'PetFields');
const Love = t.strict({ names: str, date: str, place: str }, 'LoveFields');

const BestFriendsWire = t.strict({ best_friends: t.array(str), num_friends: t.number, since: str }, 'BestFriendsFields');
const FamilyWire = t.strict(
  { num_members: t.number, family_members: t.array(t.strict({ name: str, yob: str }, 'FamilyMember')) },
  'FamilyFields',
);
const SignificantOtherWire = t.strict({ significant_other: str, significant_text: str }, 'SignificantOtherFields');
const CustomWire = t.strict(
  { style: t.union([t.number, t.null]), text: str, alignment: t.keyof({ left: null, center: null, right: null }) },
  'CustomTextFields',
);

/** Each template's codec: domain values ⇄ snake_case wire object. */
export type TemplateFieldsCodec<K extends TemplateId> = t.Type<TemplateValuesById[K], Record<string, unknown>, unknown>;

export const TemplateFields: { readonly [K in TemplateId]: TemplateFieldsCodec<K> } = {
  baby: same('BabyFields', t.strict({ name: str, datetime: str, weight: str, height: str }, 'BabyFields')),
  'best-friends': mapped<TemplateValuesById['best-friends'], t.TypeOf<typeof BestFriendsWire>>(
    'BestFriendsFields',
    BestFriendsWire,
    (w) => ({ bestFriends: w.best_friends, numFriends: w.num_friends, since: w.since }),
    (v) => ({ best_friends: [...v.bestFriends], num_friends: v.numFriends, since: v.since }),
  ),
  cat: same('CatFields', Pet),
  dog: same('DogFields', Pet),
  family: mapped<TemplateValuesById['family'], t.TypeOf<typeof FamilyWire>>(
    'FamilyFields',
    FamilyWire,
    (w) => ({ numMembers: w.num_members, familyMembers: w.family_members }),
    (v) => ({ num_members: v.numMembers, family_members: v.familyMembers.map((m) => ({ name: m.name, yob: m.yob })) }),
  ),
  heart: same('HeartFields', t.strict({ text: str, textSize: t.number }, 'HeartFields')),
  love: same('LoveFields', Love),
  'love-alternate': same('LoveAlternateFields', Love),
  'significant-other': mapped(
    'SignificantOtherFields',
    SignificantOtherWire,
    (w) => ({ significantOther: w.significant_other, significantText: w.significant_text }),
    (v) => ({ significant_other: v.significantOther, significant_text: v.significantText }),
  ),
  zodiac: same('ZodiacFields', t.strict({ zodiac: str, name: str, date: str }, 'ZodiacFields')),
  custom: same('CustomTextFields', CustomWire),
};

/** Decodes wire values for a template; undefined when they do not have its shape. */
export const decodeTemplateFields = <K extends TemplateId>(id: K, wire: unknown): TemplateValuesById[K] | undefined => {
  const r = (TemplateFields[id] as TemplateFieldsCodec<K>).decode(wire);
  return r._tag === 'Right' ? r.right : undefined;
};

export const encodeTemplateFields = <K extends TemplateId>(id: K, values: TemplateValuesById[K]): Record<string, unknown> =>
  (TemplateFields[id] as TemplateFieldsCodec<K>).encode(values);
