import type { Queryable } from './db.port.js';

/** The one-time steps a database has been through (migration 064), by name. */
export type SetupStep =
  | 'demo-seed'
  /** The artist terms page, added to demo databases seeded before it was part of the seed. */
  | 'demo-artist-terms'
  /** Posters' frame types and the delivery text, corrected in demo databases seeded before the seed wrote them. */
  | 'demo-catalogue-corrections';

export const setupStepDone = async (db: Queryable, step: SetupStep): Promise<boolean> => {
  const { rows } = await db.query<{ done: boolean }>('SELECT EXISTS (SELECT 1 FROM setup_step WHERE name = $1) AS done', [step]);
  return rows[0]?.done === true;
};

export const recordSetupStep = async (db: Queryable, step: SetupStep): Promise<void> => {
  await db.query('INSERT INTO setup_step (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [step]);
};
