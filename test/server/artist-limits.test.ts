import { beforeAll, describe, expect, it } from 'vitest';
import { fillMissingAliasKeys } from '../../server/artists/alias.service';
import { apiForSuite, databaseTargets, raceTest } from './harness';
import { as, logIn, type Session } from './artist-session';
import { firstUploadCategory, smallestAcceptedImage, uploadPoster } from './artist-uploads';

/**
 * The artist rules hold when requests race (docs/rules/artists.md#onboarding-and-alias product limit, alias "not already taken"):
 * the poster count and the insert are one step, two claims of one alias get one 200 and one
 * 409, and look-alike aliases are the same alias — on embedded PGlite and on PostgreSQL.
 */
describe.each(databaseTargets)('artist limits under concurrency on %s', (_name, postgresUrl) => {
  const race = raceTest(postgresUrl);
  // Every upload of the race below runs at once: the image-work limit (which would make most of
  // them wait or answer 503) must not hide the count-and-insert race this file is about.
  const api = apiForSuite({
    postgresUrl,
    config: { imageWork: { concurrency: 30, queue: 30, maxWaitMs: 60_000 } },
  });
  let maja: Session;
  let jonas: Session;
  let category: string;
  let image: Buffer;

  beforeAll(async () => {
    maja = await logIn(api.app, 'sandbox-artist-1');
    jonas = await logIn(api.app, 'sandbox-artist-2');
    image = await smallestAcceptedImage();
    category = await firstUploadCategory(api.app, maja);
  }, 60_000);

  const claim = (s: Session, alias: string) =>
    api.app.inject({ method: 'PUT', url: '/api/auth/alias', headers: as(s), payload: { alias, terms: 'accepted' } });
  const upload = (s: Session, name: string) => uploadPoster(api.app, s, { name, category, image });
  const statuses = (answers: Array<{ statusCode: number }>) => answers.map((a) => a.statusCode).sort();

  race('two artists claiming one alias at once: one 200 and one 409 "alias exists", in every round', async () => {
    for (let round = 0; round < 20; round++) {
      const alias = `Harbour Light ${round}`;
      const answers = await Promise.all([claim(maja, alias), claim(jonas, alias)]);
      expect(statuses(answers), answers.map((a) => a.body).join(' | ')).toEqual([200, 409]);
      const refused = answers.find((a) => a.statusCode === 409)!.json();
      expect(refused).toMatchObject({ statusCode: 409, error: 'Conflict' });
      expect(refused.message).toMatch(/alias is already taken/);
    }
  });

  race('two aliases that share a slug, claimed at once, both succeed with different slugs', async () => {
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all([claim(maja, `Fjord & Light ${round}`), claim(jonas, `Fjord Light ${round}`)]);
      expect(statuses(answers), answers.map((a) => a.body).join(' | ')).toEqual([200, 200]);
      const { rows } = await api.db.query<{ slug: string }>('SELECT slug FROM artist WHERE id = ANY($1::int[]) ORDER BY slug', [
        [maja.artistId, jonas.artistId],
      ]);
      expect(rows.map((r) => r.slug)).toEqual([`fjord-light-${round}`, `fjord-light-${round}-2`]);
    }
  });

  it.each([
    ['a zero-width space', 'Atelier\u200B Amélie'],
    ['a decomposed é', 'Atelier Ame\u0301lie'],
    ['full-width letters', 'ＡＴＥＬＩＥＲ ＡＭÉＬＩＥ'],
    ['other case and padding', '  atelier amélie '],
  ])('the seeded "Atelier Amélie" cannot be impersonated with %s', async (_label, lookalike) => {
    const res = await claim(jonas, lookalike);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/alias is already taken/);
    const lookup = await api.app.inject({
      method: 'POST',
      url: '/api/auth/artist-alias-lookup',
      headers: as(jonas),
      payload: { alias: lookalike },
    });
    expect(lookup.json()).toEqual({ exists: true });
  });

  race('a poster slug is its name without an internal id; a second name with the same slug gets -2', async () => {
    const answers = await Promise.all([upload(jonas, 'Harbour & Dawn'), upload(jonas, 'Harbour Dawn')]);
    expect(statuses(answers), answers.map((a) => a.body).join(' | ')).toEqual([200, 200]);
    const { rows } = await api.db.query<{ slug: string; language: string }>(
      `SELECT DISTINCT i.slug FROM product_i18n i JOIN product p ON p.id = i.product_id
       WHERE p.artist_id = $1 AND i.name IN ('Harbour & Dawn', 'Harbour Dawn') ORDER BY i.slug`,
      [jonas.artistId],
    );
    expect(rows.map((r) => r.slug)).toEqual(['harbour-dawn', 'harbour-dawn-2']);
  });

  it('an artist may re-save their own alias written differently', async () => {
    expect((await claim(maja, 'Quiet Harbour')).statusCode).toBe(200);
    expect((await claim(maja, 'QUIET\u200B HARBOUR')).statusCode).toBe(200);
  });

  it('the database itself refuses a second artist with the same alias key', async () => {
    const { rows } = await api.db.query<{ alias_key: string }>('SELECT alias_key FROM artist WHERE id = $1', [maja.artistId]);
    await expect(
      api.db.query('UPDATE artist SET alias_key = $1 WHERE id = $2', [rows[0]!.alias_key, jonas.artistId]),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('every seeded artist has its alias key', async () => {
    const { rows } = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM artist WHERE alias <> '' AND alias_key IS NULL`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('start-up gives aliases written before keys existed theirs, and takes a look-alike of an older alias back', async () => {
    const {
      rows: [impostor],
    } = await api.db.query<{ id: number }>(
      `INSERT INTO artist (slug, alias, name) VALUES ('atelier-amelie-x', $1, 'Impostor') RETURNING id`,
      ['Atelier\u200B Ame\u0301lie'],
    );
    await api.db.query(`UPDATE artist SET alias_key = NULL WHERE alias IN ('Atelier Amélie', 'Clara Weiss')`);
    expect(await fillMissingAliasKeys(api.db)).toEqual([impostor!.id]);
    const { rows } = await api.db.query<{ id: number; alias: string; alias_key: string | null }>(
      `SELECT id, alias, alias_key FROM artist WHERE slug IN ('atelier-amelie', 'clara-weiss', 'atelier-amelie-x') ORDER BY slug`,
    );
    expect(rows.map((r) => [r.alias, r.alias_key])).toEqual([
      ['Atelier Amélie', 'atelier amélie'],
      ['', null],
      ['Clara Weiss', 'clara weiss'],
    ]);
    expect(await fillMissingAliasKeys(api.db)).toEqual([]);
  });

  race(
    '30 uploads at once by one artist with a limit of 15: exactly 15 are accepted',
    async () => {
      expect((await claim(maja, 'Race Uploads Studio')).statusCode).toBe(200);
      await api.db.query('UPDATE artist SET product_limit = 15 WHERE id = $1', [maja.artistId]);
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => upload(maja, `Race poster ${i}`)));
      const codes = statuses(answers);
      expect(codes.filter((c) => c === 200)).toHaveLength(15);
      expect(codes.filter((c) => c === 409)).toHaveLength(15);
      expect(answers.filter((a) => a.statusCode === 409).every((a) => /limit of 15 posters/.test(a.json().message))).toBe(true);
      const { rows } = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product WHERE artist_id = $1', [
        maja.artistId,
      ]);
      expect(rows[0]!.n).toBe(15);
      await (api.app as unknown as { artistImages: { idle(): Promise<void> } }).artistImages.idle();
    },
    120_000,
  );
});
