import { Link } from 'wouter';
import type { Artist } from '../../application/model/catalogue';
import { CountryFlag } from './CountryFlag';
import { Img } from './Img';
import * as css from './components.css';

/** Avatar or initial, alias, country flag (docs/rules/catalogue.md#carousels-and-related-products carousels). */
export const ArtistCard = ({ artist }: { artist: Pick<Artist, 'slug' | 'alias' | 'avatar' | 'country'> }) => (
  <Link href={`/artists/${artist.slug}`} className={css.artistCard}>
    {artist.avatar ? (
      <Img src={artist.avatar} alt="" width={320} height={320} className={css.avatar} sizes="160px" />
    ) : (
      <span className={css.avatar} aria-hidden>
        {artist.alias.charAt(0).toUpperCase()}
      </span>
    )}
    <div style={{ marginTop: 8 }}>
      {artist.alias} <CountryFlag code={artist.country} />
    </div>
  </Link>
);
