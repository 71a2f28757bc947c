/** The store languages (docs/rules/stores-and-urls.md#routes): each store speaks one. */
export type Language = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'sv' | 'da' | 'nb' | 'fi' | 'pl' | 'cs' | 'hu' | 'pt' | 'ro';
