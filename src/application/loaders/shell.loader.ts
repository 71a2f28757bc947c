import type { PosterCatalog } from '../ports/catalogue.port';
import type { Category, SiteReview, Widget } from '../model/catalogue';

/**
 * Data of the layout around every page (spec §2 "Layout"): the category menu, header
 * banners, selling points, footer HTML and cookie alert. A widget or page that fails to load
 * is left out (spec §8: widget failures are ignored); only the menu is required.
 */
export interface ShellData {
  readonly categories: readonly Category[];
  readonly widgets: Readonly<Record<string, Widget>>;
  readonly footer: { readonly about: string; readonly help: string };
  readonly reviews: readonly SiteReview[];
}

export const SHELL_WIDGETS = ['store-message', 'newsletter', 'selling-points', 'cookie-alert'] as const;

export const loadShell = async (catalog: PosterCatalog): Promise<ShellData> => {
  const [categories, reviews, about, help, ...widgets] = await Promise.all([
    catalog.categories(),
    catalog.siteReviews(),
    catalog.page('about'),
    catalog.page('help'),
    ...SHELL_WIDGETS.map((slug) => catalog.widget(slug)),
  ]);
  const widgetEntries = SHELL_WIDGETS.flatMap((slug, i) => {
    const w = widgets[i];
    return w && w.ok ? [[slug, w.value] as const] : [];
  });
  return {
    categories: categories.ok ? categories.value : [],
    widgets: Object.fromEntries(widgetEntries),
    footer: { about: about.ok ? about.value.content : '', help: help.ok ? help.value.content : '' },
    reviews: reviews.ok ? reviews.value : [],
  };
};
