import { FormattedMessage } from 'react-intl';
import type { PageData } from '../../application/loaders/pages.loader';
import {
  PRODUCT_GRID_PAGE_SIZE as GRID_PAGE_SIZE,
  ARTISTS_PAGE_SIZE,
  ARTIST_PROFILE_PRODUCTS_PAGE_SIZE,
} from '../../domain/constants';
import { categoryListingQuery, categoryOffersFilters } from '../../application/loaders/category-listing';
import { Pagination } from '../components/Pagination';
import { Listing } from '../components/Listing';
import { ArtistCard } from '../components/ArtistCard';
import { Html } from '../components/Html';
import { Img } from '../components/Img';
import { CountryFlag } from '../components/CountryFlag';
import { pageStyleClass, scopePageCss } from '../../domain/content/page-style';
import type { Page } from '../../application/model/catalogue';
import * as c from '../components/components.css';
import * as layout from '../styles/layout.css';

type DataOf<R extends PageData['route']> = Extract<PageData, { route: R }>['data'];

export const CategoryPage = ({ data }: { data: DataOf<'category'> }) => (
  <div className={`${layout.container} category-layout-${data.category.layout}`}>
    {data.category.header_image_url && (
      <Img
        src={data.category.header_image_url}
        alt=""
        width={1280}
        height={320}
        sizes="100vw"
        priority
        className={layout.headerImage}
      />
    )}
    <h1>{data.category.name}</h1>
    {data.category.description && <Html html={data.category.description} />}
    <Listing
      initial={data.products}
      pageSize={GRID_PAGE_SIZE}
      onFailure="home"
      withFilters={categoryOffersFilters(data.category)}
      base={categoryListingQuery(data.category)}
    />
  </div>
);

export const TagPage = ({ data }: { data: DataOf<'tag'> }) => (
  <div className={layout.container}>
    <h1>{data.tag.name}</h1>
    <Listing
      initial={data.products}
      pageSize={GRID_PAGE_SIZE}
      onFailure="home"
      withFilters={false}
      base={{ tag: data.tag.slug }}
    />
  </div>
);

export { SearchPage } from './search/SearchPage';

export const ArtistsPage = ({ data }: { data: DataOf<'artists'> }) => (
  <div className={layout.container}>
    <h1>
      <FormattedMessage id="artists.title" defaultMessage="Artists" />
    </h1>
    <div className={c.grid}>
      {data.artists.items.map((a) => (
        <ArtistCard key={a.id} artist={a} />
      ))}
    </div>
    <Pagination total={data.artists.total} pageSize={ARTISTS_PAGE_SIZE} page={data.page} basePath="/artists" />
  </div>
);

export const ArtistPage = ({ data }: { data: DataOf<'artist'> }) => (
  <div className={layout.container}>
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', margin: '24px 0' }}>
      <div style={{ width: 120 }}>
        <ArtistCard artist={{ ...data.artist, alias: '' }} />
      </div>
      <div>
        <h1 style={{ margin: 0 }}>
          {data.artist.alias} <CountryFlag code={data.artist.country} />
        </h1>
        {data.artist.bio && <p>{data.artist.bio}</p>}
        <p>
          <FormattedMessage
            id="artist.posterCount"
            defaultMessage="{count, plural, one {# poster} other {# posters}}"
            values={{ count: data.artist.posters }}
          />
        </p>
      </div>
    </div>
    <Listing
      initial={data.products}
      pageSize={ARTIST_PROFILE_PRODUCTS_PAGE_SIZE}
      withFilters={false}
      base={{ artist: data.artist.slug }}
    />
  </div>
);

export const ContentPage = ({ data }: { data: DataOf<'page'> }) => (
  <div className={layout.container}>
    <h1>{data.page.name}</h1>
    <PageContent page={data.page} />
  </div>
);

/**
 * A content page's HTML in a container with the slug as style class, styled by the page's own
 * CSS scoped to that container (docs/rules/catalogue.md#content-pages "Catch-all"; the rule is the domain's page-style).
 * The style is a React style resource (`href` + `precedence`): HTML allows `<style>` only in the
 * head, where React puts it in the browser and the server's document moves it (server/ssr/document).
 */
export const PageContent = ({ page }: { page: Page }) => {
  const cls = pageStyleClass(page.slug);
  return (
    <>
      {page.css && (
        <style href={`page-style-${cls}`} precedence="page">
          {scopePageCss(page.css, cls)}
        </style>
      )}
      <Html html={page.content} className={cls} />
    </>
  );
};
