/**
 * Where uploaded and generated files live (docs/architecture.md#the-server-and-its-capabilities "MediaStore port"): a local folder by
 * default, object storage when the shop is scaled out. Keys are slash-separated names the
 * server makes up itself (`uploads/<random id>.jpg`, `prints/<order>/<line>.jpg`); a client's
 * file name never becomes part of a key.
 */
export interface MediaStore {
  /** Stores the bytes under the key, replacing what was there; readers never see a partial file. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under the key, or null when nothing is stored there. */
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
  /** Removes the file under the key; nothing happens when there is none. */
  delete(key: string): Promise<void>;
}

/**
 * Slash-separated segments of letters, digits, `-` and `_` (order ids are base64url), each
 * with at most one lower-case extension; so no `..`, no leading slash, no hidden file.
 */
const KEY = /^[A-Za-z0-9_-]+(?:\.[a-z0-9]+)?(?:\/[A-Za-z0-9_-]+(?:\.[a-z0-9]+)?)*$/;

export const isMediaKey = (key: string): boolean => key.length <= 200 && KEY.test(key);

export const assertMediaKey = (key: string): string => {
  if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  return key;
};
