/**
 * A back-office section refused to a role names that section (the audit record's refusal says the
 * audit record, not orders), in every language: each section of the menu has its own refusal, whose
 * English text names the section as the menu does, and no two sections share a refusal's text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/domain/stores/stores';
import { adminNavOf } from '../../src/application/flows/admin-list/pages';
import { FORBIDDEN_NOTICES, PAGE_NAMES } from '../../src/ui/pages/admin/page-messages';

const MESSAGES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/ui/i18n/messages');
const catalogueOf = (language: string) =>
  JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${language}.json`), 'utf8')) as Record<string, string>;

const SECTIONS = adminNavOf('admin').map((p) => p.page);

describe('a refused back-office section', () => {
  it('has a refusal for every section of the menu, and nothing else', () => {
    expect(Object.keys(FORBIDDEN_NOTICES).sort()).toEqual([...SECTIONS].sort());
  });

  it.each(SECTIONS)('names the %s section in English', (page) => {
    const name = String(PAGE_NAMES[page].defaultMessage).toLowerCase();
    expect(String(FORBIDDEN_NOTICES[page].defaultMessage).toLowerCase()).toContain(name);
  });

  it.each(LANGUAGES)('is translated in %s with a text of its own for each section', (language) => {
    const catalogue = catalogueOf(language);
    const texts = SECTIONS.map((page) => catalogue[FORBIDDEN_NOTICES[page].id ?? '']);
    for (const [i, text] of texts.entries()) expect(text, `${language}: ${SECTIONS[i]}`).toBeTruthy();
    expect(new Set(texts).size).toBe(SECTIONS.length);
  });
});
