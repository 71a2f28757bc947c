/**
 * The short summary a cart line shows of a personalised poster's values (names, date, text),
 * so two posters of one template are told apart at a glance. What the picture reads, in the
 * order it reads it, joined with " · " and cut at SUMMARY_LENGTH characters with an ellipsis.
 */
import { templateValuesRead, type TemplateId, type TemplateValuesById } from './registry';

export const SUMMARY_LENGTH = 40;

type Texts<K extends TemplateId> = (v: TemplateValuesById[K]) => readonly string[];

const TEXTS: { readonly [K in TemplateId]: Texts<K> } = {
  baby: (v) => [v.name, v.datetime],
  'best-friends': (v) => [v.bestFriends.join(' & '), v.since],
  cat: (v) => [v.name, v.date],
  dog: (v) => [v.name, v.date],
  family: (v) => [v.familyMembers.map((m) => m.name).join(', ')],
  heart: (v) => [v.text],
  love: (v) => [v.names, v.date],
  'love-alternate': (v) => [v.names, v.date],
  'significant-other': (v) => [v.significantOther, v.significantText],
  zodiac: (v) => [v.name, v.date],
  custom: (v) => [v.text],
};

/** Cuts `s` to at most `max` characters (code points), ending with "…" when cut. */
export const shortened = (s: string, max: number): string => {
  const chars = [...s.replace(/\s+/g, ' ').trim()];
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
};

export const templateSummary = <K extends TemplateId>(id: K, values: TemplateValuesById[K]): string =>
  shortened(
    (TEXTS[id] as Texts<K>)(templateValuesRead(id, values))
      .filter((s) => s.trim() !== '')
      .join(' · '),
    SUMMARY_LENGTH,
  );
