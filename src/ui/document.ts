/**
 * Serialization of the page's data into the HTML: JSON with every character that could end
 * a script element or open a comment escaped, so a product name containing `</script>` stays
 * data (spec of the foundation: test it).
 */
export const serializeForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export const DATA_ELEMENT_ID = '__SHOP_DATA__';
