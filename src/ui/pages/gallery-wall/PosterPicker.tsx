import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import * as sel from '../../../application/flows/wall-poster-picker/selectors';
import type { posterPickerMachine } from '../../../application/flows/wall-poster-picker/machine';
import type { Product } from '../../../application/model/catalogue';
import * as css from './gallery-wall.css';

/**
 * The poster picker of step 3 (docs/rules/gallery-wall.md#poster-picker): wishlist or categories, 18 a page, the place's size.
 * The designer runs the picker and tells it which place is being filled; this renders it.
 */
export const PosterPicker = ({
  picker,
  onPick,
}: {
  picker: ActorRefFrom<typeof posterPickerMachine>;
  onPick: (p: Product) => void;
}) => {
  const intl = useIntl();
  const place = useSelector(picker, sel.selectPickerPlace);
  const products = useSelector(picker, sel.selectPickerProducts);
  const categories = useSelector(picker, sel.selectPickerCategories);
  const chosen = useSelector(picker, sel.selectPickerChosen);
  const usesWishlist = useSelector(picker, sel.selectUsesWishlist);
  const wishlistDisabled = useSelector(picker, sel.selectWishlistDisabled);
  const categoriesDisabled = useSelector(picker, sel.selectCategoriesDisabled);
  const page = useSelector(picker, sel.selectPickerPage);
  const pages = useSelector(picker, sel.selectPickerPageCount);
  const busy = useSelector(picker, sel.selectPickerBusy);
  const failed = useSelector(picker, sel.selectPickerFailed);
  return (
    <div data-testid="poster-picker" aria-busy={busy}>
      {place && (
        <p className={css.muted}>
          <FormattedMessage id="wall.picker.for" defaultMessage="Posters in {size} cm" values={{ size: place.size }} />
        </p>
      )}
      <div className={css.checks}>
        <label>
          <input
            type="checkbox"
            checked={usesWishlist}
            disabled={wishlistDisabled}
            onChange={() => picker.send({ type: 'picker.toggleWishlist' })}
          />{' '}
          <FormattedMessage id="wall.picker.wishlist" defaultMessage="From my wishlist" />
        </label>
      </div>
      <fieldset className={css.checks} disabled={categoriesDisabled} style={{ border: 0, padding: 0 }}>
        <legend className={css.muted}>
          <FormattedMessage id="wall.picker.categories" defaultMessage="Categories" />
        </legend>
        {categories.map((c) => (
          <label key={c.slug}>
            <input
              type="checkbox"
              checked={chosen.includes(c.slug)}
              onChange={() => picker.send({ type: 'picker.toggleCategory', slug: c.slug })}
            />{' '}
            {c.name}
          </label>
        ))}
      </fieldset>
      {failed && (
        <p role="alert" className={css.muted}>
          <FormattedMessage id="wall.picker.failed" defaultMessage="The posters could not be loaded. Please try again." />
        </p>
      )}
      <ul className={css.choices}>
        {products.map((p) => {
          const thumb = p.images.find((i) => i.type === 'thumb')?.url ?? p.images[0]?.url;
          return (
            <li key={p.id}>
              <button
                type="button"
                className={css.choice}
                onClick={() => onPick(p)}
                data-testid="picker-poster"
                aria-label={intl.formatMessage({ id: 'wall.picker.choose', defaultMessage: 'Hang {name}' }, { name: p.name })}
              >
                {thumb && <img className={css.posterImg} src={`${thumb}?w=160`} alt="" width={160} height={224} loading="lazy" />}
                <span>{p.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <div className={css.pager}>
          <button
            type="button"
            className={css.button}
            disabled={page <= 1}
            onClick={() => picker.send({ type: 'picker.goto', page: page - 1 })}
          >
            <FormattedMessage id="wall.picker.previousPage" defaultMessage="Previous page" />
          </button>
          <span>
            <FormattedMessage id="wall.picker.page" defaultMessage="{page} of {pages}" values={{ page, pages }} />
          </span>
          <button
            type="button"
            className={css.button}
            disabled={page >= pages}
            onClick={() => picker.send({ type: 'picker.goto', page: page + 1 })}
          >
            <FormattedMessage id="wall.picker.nextPage" defaultMessage="Next page" />
          </button>
        </div>
      )}
    </div>
  );
};
