/** Demo artists (docs/rules/artists.md#directory-and-profile "Artist"): 16 artists, the first 12 featured. */
import { avatarUrl } from '../art/paths.js';
import type { ArtStyleName } from '../art/art.js';
import { ART_STYLES } from '../art/art.js';
import { slugify } from './slug.js';
import { timestamp, type Rng } from './prng.js';

export interface ArtistPlan {
  slug: string;
  alias: string;
  name: string;
  email: string;
  avatar: string;
  country: string;
  bio: string;
  premium: boolean;
  membership_level: number;
  selling_enabled: boolean;
  product_limit: number;
  featured: boolean;
  created_at: string;
  styles: ArtStyleName[];
}

const PEOPLE: readonly [string, string, string, string][] = [
  [
    'Lina Berg',
    'Lina Berg Studio',
    'SE',
    'Swedish illustrator drawing quiet Nordic landscapes and soft botanical shapes from her studio in Gothenburg.',
  ],
  [
    'Matteo Rossi',
    'Rossi Prints',
    'IT',
    'Graphic designer from Bologna in love with bold colour, Bauhaus geometry and Italian summers.',
  ],
  ['Clara Weiss', 'Clara Weiss', 'DE', 'Berlin-based artist exploring line, form and the beauty of simple gestures.'],
  ['Noah Jensen', 'Nordlys Studio', 'DK', 'Copenhagen studio making calm, Scandinavian-inspired prints for modern homes.'],
  ['Amélie Laurent', 'Atelier Amélie', 'FR', 'Parisian painter turning sunsets, seas and city lights into luminous posters.'],
  [
    'Sofia Martins',
    'Sofia Martins Art',
    'PT',
    'Lisbon illustrator inspired by the Atlantic light, terracotta roofs and wild gardens.',
  ],
  ['Jakub Nowak', 'Nowak Graphics', 'PL', 'Kraków designer creating typographic posters with a wink and a lot of heart.'],
  ['Eva Horváth', 'Eva Horváth', 'HU', 'Budapest artist painting dreamy abstract worlds in warm, earthy tones.'],
  ['Emil Virtanen', 'Virtanen Design', 'FI', 'Finnish designer capturing fells, forests and the blue hour of the north.'],
  [
    'Ingrid Haugen',
    'Fjell & Fjord',
    'NO',
    'Norwegian photographer and illustrator chasing mountain light from Lofoten to Jotunheimen.',
  ],
  ['Lucas de Vries', 'De Vries Studio', 'NL', 'Amsterdam studio mixing Dutch modernism with playful colour and clean geometry.'],
  [
    'Elena Popescu',
    'Elena Popescu',
    'RO',
    'Romanian artist drawing flowers, faces and folk-inspired patterns with a delicate line.',
  ],
  ['Tereza Dvořáková', 'Studio Tereza', 'CZ', 'Prague illustrator of city skylines, night walks and small everyday moments.'],
  ['Pablo Ortega', 'Ortega Atelier', 'ES', 'Valencian painter of Mediterranean light, warm dunes and slow summer evenings.'],
  [
    'Hannah Clarke',
    'Hannah Clarke Illustration',
    'GB',
    'London illustrator making cheerful prints for kids rooms and grown-ups alike.',
  ],
  ['Olivia Brooks', 'Brooks & Co', 'US', 'Brooklyn designer with a love for mid-century shapes, arches and sunny palettes.'],
];

export const buildArtists = (rng: Rng): ArtistPlan[] =>
  PEOPLE.map(([name, alias, country, bio], i) => {
    const level = rng.int(1, 4);
    const slug = slugify(alias);
    return {
      slug,
      alias,
      name,
      country,
      bio,
      email: `${slugify(name).replace(/-/g, '.')}@example.com`,
      avatar: avatarUrl(i + 1),
      premium: level >= 3 || rng.chance(0.2),
      membership_level: level,
      selling_enabled: i < 14,
      product_limit: [15, 25, 40, 60][level - 1]!,
      featured: i < 12,
      created_at: timestamp(rng, Date.UTC(2025, 0, 1), Date.UTC(2025, 5, 30)),
      styles: rng.sample(ART_STYLES, 3),
    };
  });
