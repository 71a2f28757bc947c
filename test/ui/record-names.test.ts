/**
 * The audit and outbox pages show every value the server writes by a name, in every language: the
 * lists come from src/domain/backoffice/records.ts (whose types the server's writes must satisfy),
 * so a new action, target kind, outbox state or e-mail kind without a label here fails.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS, MAIL_KINDS, OUTBOX_STATUSES, auditTargetOf } from '../../src/domain/backoffice';
import { LANGUAGES } from '../../src/domain/stores/stores';
import {
  AUDIT_ACTION_NAMES,
  MAIL_KIND_NAMES,
  OUTBOX_STATUS_NAMES,
  TARGET_KIND_NAMES,
} from '../../src/ui/pages/admin/record-messages';

const MESSAGES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/ui/i18n/messages');
const catalogueOf = (language: string) =>
  JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${language}.json`), 'utf8')) as Record<string, string>;

const LISTS: readonly [string, readonly string[], Readonly<Record<string, { readonly id?: string }>>][] = [
  ['audit action', AUDIT_ACTIONS, AUDIT_ACTION_NAMES],
  ['audit target kind', AUDIT_TARGET_KINDS, TARGET_KIND_NAMES],
  ['outbox state', OUTBOX_STATUSES, OUTBOX_STATUS_NAMES],
  ['e-mail kind', MAIL_KINDS, MAIL_KIND_NAMES],
];

describe('the names of the back office’s record values', () => {
  it.each(LISTS)('gives every %s a label, and nothing else', (_what, values, names) => {
    expect(Object.keys(names).sort()).toEqual([...values].sort());
  });

  it.each(LANGUAGES)('has every label translated in %s', (language) => {
    const catalogue = catalogueOf(language);
    for (const [what, values, names] of LISTS) {
      for (const value of values) {
        const id = names[value]?.id ?? `(no label for the ${what} ${value})`;
        expect(catalogue[id], `${language}: ${id}`).toBeTruthy();
        // A label that is the raw value again is no label.
        expect(catalogue[id], `${language}: ${id}`).not.toBe(value);
      }
    }
  });

  it('reads a target as its kind and id, and keeps an unknown one whole', () => {
    expect(auditTargetOf('order:PS-1042')).toEqual({ kind: 'order', id: 'PS-1042' });
    expect(auditTargetOf('giftCard:7')).toEqual({ kind: 'giftCard', id: '7' });
    expect(auditTargetOf('shelf:3')).toEqual({ kind: null, id: 'shelf:3' });
    expect(auditTargetOf('PS-1')).toEqual({ kind: null, id: 'PS-1' });
  });
});
