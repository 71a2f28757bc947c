/** The store languages (spec §1): each store speaks one. */
export type Language = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'sv' | 'da' | 'nb' | 'fi' | 'pl' | 'cs' | 'hu' | 'pt' | 'ro';
