/**
 * Family template (docs/rules/personalisation.md#templates, docs/rules/personalisation.md#field-limits): 2 to 6 members, each name at most 22 and year of birth at
 * most 4 characters. As with best friends, only the chosen number of members is checked, and
 * only those are read (and stored with an order).
 */
import { failingFields, isIntegerBetween, type FieldCheck, type TemplateDefinition } from './field';

export interface FamilyMember {
  readonly name: string;
  readonly yob: string;
}

export interface FamilyValues {
  readonly numMembers: number;
  readonly familyMembers: readonly FamilyMember[];
}

export const FAMILY_LIMITS = { name: 22, yob: 4, minMembers: 2, maxMembers: 6 } as const;

const memberChecks = (m: FamilyMember | undefined, i: number): readonly FieldCheck[] => [
  [`familyMembers[${i}].name`, m?.name ?? '', FAMILY_LIMITS.name],
  [`familyMembers[${i}].yob`, m?.yob ?? '', FAMILY_LIMITS.yob],
];

export const familyTemplate: TemplateDefinition<FamilyValues> = {
  defaults: {
    numMembers: 3,
    familyMembers: [
      { name: 'Anna', yob: '1985' },
      { name: 'Erik', yob: '1983' },
      { name: 'Liv', yob: '2015' },
    ],
  },
  invalidFields: (v) =>
    isIntegerBetween(v.numMembers, FAMILY_LIMITS.minMembers, FAMILY_LIMITS.maxMembers)
      ? failingFields(Array.from({ length: v.numMembers }, (_, i) => memberChecks(v.familyMembers[i], i)).flat())
      : ['numMembers'],
  read: (v) => ({ ...v, familyMembers: v.familyMembers.slice(0, Math.max(0, v.numMembers)) }),
};
