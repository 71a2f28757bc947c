/**
 * The listing page a URL asks for (docs/rules/catalogue.md#listings "Listings keep a page number (default 1) synchronised
 * with query string page"): the domain's `parsePage` — a whole number of 1 or more, anything else
 * page 1 — so the server render, the browser and the listing machine read `?page=1e3` alike.
 */
import { parsePage } from '../../domain/catalogue/pagination';

export const pageNumberOf = (search: string): number => parsePage(new URLSearchParams(search).get('page'));
