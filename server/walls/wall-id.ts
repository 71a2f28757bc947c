import { randomBytes } from 'node:crypto';

// Lower case only: page paths are normalised to lower case (one 308), and a share link must survive that.
const WALL_ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** Short wall ids for share links: 10 characters of a 32-letter alphabet (50 bits). */
export const newWallId = (): string => [...randomBytes(10)].map((b) => WALL_ID_ALPHABET[b % WALL_ID_ALPHABET.length]).join('');
