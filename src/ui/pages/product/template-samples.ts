/**
 * The sample texts a template's form opens with, in the shopper's language (docs/rules/personalisation.md#templates "Customisable
 * text poster": the form and its live preview start filled in). Names stay as they are; the
 * words, dates and measures around them are translated. Handed to the template flow as input,
 * so the machine itself stays language-free (headless users get the domain's English samples).
 */
import { defineMessages, useIntl } from 'react-intl';
import type { TemplateId } from '../../../domain';

const M = defineMessages({
  babyDatetime: { id: 'template.sample.babyDatetime', defaultMessage: '12 May 2024, 08:15' },
  babyWeight: { id: 'template.sample.babyWeight', defaultMessage: '3.4 kg' },
  friendsSince: { id: 'template.sample.friendsSince', defaultMessage: 'Best friends since 2010' },
  catDate: { id: 'template.sample.catDate', defaultMessage: 'Since 2019' },
  dogDate: { id: 'template.sample.dogDate', defaultMessage: 'Since 2018' },
  customText: { id: 'template.sample.customText', defaultMessage: 'Your words here' },
  heartText: { id: 'template.sample.heartText', defaultMessage: 'Forever yours' },
  loveDate: { id: 'template.sample.loveDate', defaultMessage: '14 February 2020' },
  significantText: { id: 'template.sample.significantText', defaultMessage: 'You are my favourite place to be.' },
  zodiacSign: { id: 'template.sample.zodiacSign', defaultMessage: 'Leo' },
  zodiacDate: { id: 'template.sample.zodiacDate', defaultMessage: '12 August 1990' },
});

type Samples = Readonly<Record<string, keyof typeof M>>;

/** Which text field of each template takes which sample. */
export const SAMPLE_FIELDS: { readonly [K in TemplateId]: Samples } = {
  baby: { datetime: 'babyDatetime', weight: 'babyWeight' },
  'best-friends': { since: 'friendsSince' },
  cat: { date: 'catDate' },
  dog: { date: 'dogDate' },
  family: {},
  heart: { text: 'heartText' },
  love: { date: 'loveDate' },
  'love-alternate': { date: 'loveDate' },
  'significant-other': { significantText: 'significantText' },
  zodiac: { zodiac: 'zodiacSign', date: 'zodiacDate' },
  custom: { text: 'customText' },
};

export const SAMPLE_MESSAGES = M;

export const useTemplateSamples = (id: TemplateId): Readonly<Record<string, string>> => {
  const intl = useIntl();
  return Object.fromEntries(Object.entries(SAMPLE_FIELDS[id]).map(([field, key]) => [field, intl.formatMessage(M[key])]));
};
