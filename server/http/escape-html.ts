/**
 * The server's one HTML escape, for text put into HTML or XML it writes itself (descriptions,
 * sitemaps, the render page, the sandbox pages): the five characters that could end a text
 * or an attribute value become entities.
 */
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
