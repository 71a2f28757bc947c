/** Translated first path segments of the shop's pages, per store language (docs/rules/stores-and-urls.md#routes "Routes"). */
import type { Language } from './language';

export interface RoutePrefixes {
  readonly product: string;
  readonly tag: string;
  readonly category: string;
  /** The search results page (`?query=`). */
  readonly search: string;
  /** The shopper's order-status page, reached from the order e-mails (`/{orderStatus}/{token}`). */
  readonly orderStatus: string;
}

/** Translated first path segments of product, tag, category, search and order-status pages, per language. */
export const ROUTE_PREFIXES: Readonly<Record<Language, RoutePrefixes>> = {
  en: { product: 'product', tag: 'product-tag', category: 'product-category', search: 'search', orderStatus: 'order-status' },
  de: {
    product: 'produkt',
    tag: 'produkt-schlagwort',
    category: 'produkt-kategorie',
    search: 'suche',
    orderStatus: 'bestellstatus',
  },
  fr: {
    product: 'produit',
    tag: 'etiquette-produit',
    category: 'categorie-produit',
    search: 'recherche',
    orderStatus: 'suivi-commande',
  },
  es: {
    product: 'producto',
    tag: 'etiqueta-producto',
    category: 'categoria-producto',
    search: 'buscar',
    orderStatus: 'estado-pedido',
  },
  it: { product: 'prodotto', tag: 'tag-prodotto', category: 'categoria-prodotto', search: 'cerca', orderStatus: 'stato-ordine' },
  nl: { product: 'product', tag: 'product-label', category: 'productcategorie', search: 'zoeken', orderStatus: 'bestelstatus' },
  sv: { product: 'produkt', tag: 'produkttagg', category: 'produktkategori', search: 'sok', orderStatus: 'orderstatus' },
  da: { product: 'produkt', tag: 'produktmaerke', category: 'produktkategori', search: 'soeg', orderStatus: 'ordrestatus' },
  nb: { product: 'produkt', tag: 'produktstikkord', category: 'produktkategori', search: 'sok', orderStatus: 'ordrestatus' },
  fi: { product: 'tuote', tag: 'tuotetunniste', category: 'tuotekategoria', search: 'haku', orderStatus: 'tilauksen-tila' },
  pl: {
    product: 'produkt',
    tag: 'tag-produktu',
    category: 'kategoria-produktu',
    search: 'szukaj',
    orderStatus: 'status-zamowienia',
  },
  cs: {
    product: 'produkt',
    tag: 'stitek-produktu',
    category: 'kategorie-produktu',
    search: 'hledat',
    orderStatus: 'stav-objednavky',
  },
  hu: {
    product: 'termek',
    tag: 'termek-cimke',
    category: 'termekkategoria',
    search: 'kereses',
    orderStatus: 'rendeles-allapota',
  },
  pt: {
    product: 'produto',
    tag: 'etiqueta-produto',
    category: 'categoria-produto',
    search: 'pesquisa',
    orderStatus: 'estado-encomenda',
  },
  ro: {
    product: 'produs',
    tag: 'eticheta-produs',
    category: 'categorie-produs',
    search: 'cautare',
    orderStatus: 'stare-comanda',
  },
};
