import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The compiled message catalogues as the client build ships them (vite.config.ts
 * `messageCatalogues`): one hashed JSON asset per language, listed in `MESSAGES_MANIFEST`. The
 * server renders with the very file the page links, so the browser hydrates with the messages
 * the server formatted with.
 */
export const MESSAGES_MANIFEST = '.vite/messages.json';

export interface MessageCatalogue {
  /** Where the browser fetches it (hashed, immutable). */
  readonly url: string;
  readonly messages: Record<string, unknown>;
}

export const createMessageCatalogues = async (clientDir: string, base = '/') => {
  const files = JSON.parse(await readFile(path.join(clientDir, MESSAGES_MANIFEST), 'utf8')) as Record<string, string>;
  const loaded = new Map<string, Promise<MessageCatalogue>>();
  /** The catalogue of a language; an unknown language is a build mismatch and throws. */
  return (language: string): Promise<MessageCatalogue> => {
    let c = loaded.get(language);
    if (!c) {
      const file = files[language];
      if (!file) throw new Error(`The client build has no message catalogue for "${language}"; rebuild the client`);
      c = readFile(path.join(clientDir, file), 'utf8').then((text) => ({
        url: base + file,
        messages: JSON.parse(text) as Record<string, unknown>,
      }));
      loaded.set(language, c);
    }
    return c;
  };
};
