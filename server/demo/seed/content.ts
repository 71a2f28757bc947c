/** Environments (rooms), pages, widgets and site reviews. */
import { roomSpec } from '../art/rooms.js';
import { WALL_ENVIRONMENT_COUNT } from '../../../src/domain/constants.js';
import { roomUrl } from '../art/paths.js';
import { LANGUAGES } from './i18n/lang.js';
import { PAGE_CSS, PAGE_KEYS, pageText, type PageKey } from './i18n/pages.js';
import { reviewTexts } from './i18n/reviews.js';
import { WIDGET_SLUGS, widgetContent } from './i18n/widgets.js';
import { FOOTER_WIDGET_SLUGS, footerWidgetContent } from './i18n/footer-texts.js';
import type { Rng } from './prng.js';

export const environmentRows = (): [number, string, string][] =>
  Array.from({ length: WALL_ENVIRONMENT_COUNT }, (_, i) => [i, roomUrl(i), roomSpec(i).name]);

export const pageI18nRows = (): { key: string; rows: [string, string, string, string, string, string][] }[] =>
  PAGE_KEYS.map((key) => ({
    key,
    rows: LANGUAGES.map((l) => {
      const p = pageText(l, key);
      return [l, p.slug, p.name, p.description, p.content, PAGE_CSS[key] ?? ''] as [
        string,
        string,
        string,
        string,
        string,
        string,
      ];
    }),
  }));

/** One seeded page's texts in every language, by its key (a later setup step adds pages the first seed lacked). */
export const pageTexts = (key: PageKey) =>
  LANGUAGES.map((language) => {
    const p = pageText(language, key);
    return { language, slug: p.slug, name: p.name, description: p.description, content: p.content, css: PAGE_CSS[key] ?? '' };
  });

export const widgetRows = (): [string, string, string, boolean][] => [
  ...WIDGET_SLUGS.flatMap((slug) =>
    LANGUAGES.map((l) => [slug, l, widgetContent(l, slug), false] as [string, string, string, boolean]),
  ),
  ...FOOTER_WIDGET_SLUGS.flatMap((slug) =>
    LANGUAGES.map((l) => [slug, l, footerWidgetContent(l, slug), false] as [string, string, string, boolean]),
  ),
];

/** 30 reviews per language, stars mostly 4–5. */
export const reviewRows = (rng: Rng): [string, number, string, string][] =>
  LANGUAGES.flatMap((l) =>
    rng.shuffle(reviewTexts(l)).map((r) => {
      const x = rng.next();
      const stars = x < 0.7 ? 5 : x < 0.95 ? 4 : 3;
      return [l, stars, r.review, r.author] as [string, number, string, string];
    }),
  );
