/**
 * Client credentials sent to the token endpoint in an HTTP Basic header (RFC 6749 §2.3.1): the
 * client id and secret are each form-urlencoded, joined by a colon and base64-encoded. A header
 * that does not decode is the client's mistake, told as such — never a thrown URIError (500).
 */
export interface ClientCredentials {
  readonly id: string;
  readonly secret: string;
}

const formDecode = (s: string): string | undefined => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
};

/** The credentials of an Authorization header; null when it is not Basic, 'malformed' when it does not decode. */
export const basicClientCredentials = (header: string | undefined): ClientCredentials | 'malformed' | null => {
  const encoded = /^Basic (.+)$/i.exec(header ?? '')?.[1];
  if (encoded === undefined) return null;
  const plain = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = plain.indexOf(':');
  if (colon < 0) return 'malformed';
  const id = formDecode(plain.slice(0, colon));
  const secret = formDecode(plain.slice(colon + 1));
  return id === undefined || secret === undefined ? 'malformed' : { id, secret };
};
