/**
 * The artist's pages (spec §2 "Artist pages", /my-account/*) and the reviewers' queue. They only
 * render the marketplace machines' snapshots and send events; every rule lives in
 * src/application/flows and src/domain.
 */
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { AccountPageData } from '../../../application/loaders/pages.loader';
import type { AccountSection } from '../../../application/routing/routes';
import type { artistAccountMachine } from '../../../application/flows/artist-account/machine';
import { artistAccountFlow } from '../../../application/system/flows/artist-account.flow';
import { artistPostersFlow, artistSalesFlow } from '../../../application/system/flows/artist-lists.flow';
import { posterUploadFlow } from '../../../application/system/flows/poster-upload.flow';
import { profileFlow } from '../../../application/system/flows/profile.flow';
import { reviewQueueFlow } from '../../../application/system/flows/review-queue.flow';
import { useFlow } from '../../shop/use-flow';
import {
  selectAccount,
  selectAccountView,
  selectIsReviewer,
  selectMessageVisible,
  selectSalesChart,
  selectSellingEnabled,
} from '../../../application/flows/artist-account/selectors';
import {
  selectPagedFailed,
  selectPagedLoading,
  selectPagedRows,
  selectPagedToast,
  selectPagination,
} from '../../../application/flows/artist-account/lists';
import type { onboardingMachine } from '../../../application/flows/onboarding/machine';
import {
  selectAlias,
  selectAliasChecking,
  selectAliasFeedback,
  selectCanSaveAlias,
  selectOnboardingSaving,
  selectOnboardingToast,
  selectTermsAccepted,
} from '../../../application/flows/onboarding/selectors';
import {
  selectCanSubmitPoster,
  selectCategories,
  selectDescriptionInvalid,
  selectImageProblem,
  selectNameFeedback,
  selectPreview,
  selectProductLimit,
  selectUploadBlocked,
  selectUploadFailed,
  selectUploadFields,
  selectUploadLoading,
  selectUploadSaving,
  selectUploadToast,
} from '../../../application/flows/poster-upload/selectors';
import {
  selectAvatarInvalid,
  selectBioInvalid,
  selectCanSaveProfile,
  selectProfileAccount,
  selectProfileFailed,
  selectProfileFields,
  selectProfileLoading,
  selectProfileSaving,
  selectProfileToast,
  selectVatInvalid,
} from '../../../application/flows/profile/selectors';
import {
  selectQueue,
  selectQueueBusy,
  selectQueueFailed,
  selectQueueLoading,
  selectQueueToast,
  selectReason,
  selectReasonValid,
} from '../../../application/flows/review-queue/machine';
import { statusView, isAwaitingProcessing } from '../../../domain';
import type { AccountTransaction, OwnPoster, SalesChart } from '../../../application/model/artist';
import { useApp } from '../../app-context';
import { Html } from '../../components/Html';
import { Price } from '../../components/Price';
import * as layout from '../../styles/layout.css';
import * as css from './account.css';

const Toast = ({ kind, children }: { kind: 'success' | 'danger'; children: ReactNode }) => (
  <div
    className={kind === 'danger' ? css.toastDanger : css.toastSuccess}
    role={kind === 'danger' ? 'alert' : 'status'}
    data-testid={`toast-${kind}`}
  >
    {children}
  </div>
);

const UnknownError = () => (
  <FormattedMessage id="error.unknown" defaultMessage="Something went wrong. Please try again in a moment." />
);

const Tabs = ({ section, reviewer }: { section: AccountSection; reviewer: boolean }) => {
  const intl = useIntl();
  const items: Array<[AccountSection, string, ReactNode]> = [
    ['dashboard', '/my-account', <FormattedMessage key="d" id="account.tab.dashboard" defaultMessage="Dashboard" />],
    ['posters', '/my-account/posters', <FormattedMessage key="p" id="account.tab.posters" defaultMessage="Posters" />],
    ['sales', '/my-account/sales', <FormattedMessage key="s" id="account.tab.sales" defaultMessage="Sales" />],
    ['profile', '/my-account/profile/edit', <FormattedMessage key="r" id="account.tab.profile" defaultMessage="Profile" />],
    ...(reviewer
      ? [
          [
            'review',
            '/my-account/review',
            <FormattedMessage key="q" id="account.tab.review" defaultMessage="Review queue" />,
          ] as [AccountSection, string, ReactNode],
        ]
      : []),
  ];
  return (
    <nav className={css.tabs} aria-label={intl.formatMessage({ id: 'account.tabs', defaultMessage: 'Your account' })}>
      {items.map(([key, href, label]) => (
        <Link
          key={key}
          href={href}
          className={section === key ? css.tabActive : css.tab}
          aria-current={section === key ? 'page' : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
};

/** spec §2 "Artist login page": intro widgets, login with the wallet provider, selling-benefit steps, promo video. */
const LoginPage = ({ data }: { data: AccountPageData }) => {
  const { store } = useApp();
  const search = useSearch();
  const [location] = useLocation();
  const failed = new URLSearchParams(search).get('login') === 'failed';
  const videoCaption = useId();
  // Back to the artist page the person came from.
  const loginHref = `/auth/login?return_to=${encodeURIComponent(`${store.pathPrefix}${location}`)}`;
  return (
    <div data-testid="artist-login">
      <h1>
        <FormattedMessage id="account.login.title" defaultMessage="Sell your art with us" />
      </h1>
      {data.widgets.loginIntro && !data.widgets.loginIntro.hidden && <Html html={data.widgets.loginIntro.content} />}
      {failed && (
        <p className={css.hint} role="alert">
          <FormattedMessage id="account.login.failed" defaultMessage="The login did not succeed. Please try again." />
        </p>
      )}
      <p>
        <a className={layout.button} href={loginHref} data-testid="wallet-login">
          <FormattedMessage id="account.login.button" defaultMessage="Log in with your wallet" />
        </a>
      </p>
      <h2>
        <FormattedMessage id="account.login.steps" defaultMessage="How selling works" />
      </h2>
      <ol className={css.steps}>
        <li className={css.stat}>
          <strong>1</strong> <FormattedMessage id="account.login.step1" defaultMessage="Log in and choose your artist name." />
        </li>
        <li className={css.stat}>
          <strong>2</strong>{' '}
          <FormattedMessage id="account.login.step2" defaultMessage="Upload your posters; we review them quickly." />
        </li>
        <li className={css.stat}>
          <strong>3</strong>{' '}
          <FormattedMessage id="account.login.step3" defaultMessage="We print, frame and ship; you earn on every sale." />
        </li>
      </ol>
      {data.widgets.sellingPitch && !data.widgets.sellingPitch.hidden && <Html html={data.widgets.sellingPitch.content} />}
      <figure>
        <video className={css.video} controls preload="none" aria-labelledby={videoCaption} />
        <figcaption className={css.muted} id={videoCaption}>
          <FormattedMessage id="account.login.video" defaultMessage="Watch how artists sell their posters with us." />
        </figcaption>
      </figure>
    </div>
  );
};

const OnboardingWizard = ({ wizard }: { wizard: ActorRefFrom<typeof onboardingMachine> }) => {
  const intl = useIntl();
  const alias = useSelector(wizard, selectAlias);
  const terms = useSelector(wizard, selectTermsAccepted);
  const feedback = useSelector(wizard, selectAliasFeedback);
  const checking = useSelector(wizard, selectAliasChecking);
  const saving = useSelector(wizard, selectOnboardingSaving);
  const canSave = useSelector(wizard, selectCanSaveAlias);
  const toast = useSelector(wizard, selectOnboardingToast);
  return (
    <form
      className={css.form}
      data-testid="onboarding"
      onSubmit={(e) => {
        e.preventDefault();
        wizard.send({ type: 'onboarding.save' });
      }}
    >
      <h1>
        <FormattedMessage id="account.onboarding.title" defaultMessage="Set up your artist account" />
      </h1>
      <div className={css.field}>
        <label htmlFor="alias">
          <FormattedMessage id="account.onboarding.alias" defaultMessage="Artist name (alias)" />
        </label>
        <input
          id="alias"
          className={css.input}
          value={alias}
          data-testid="alias"
          autoComplete="off"
          aria-invalid={feedback !== null}
          onChange={(e) => wizard.send({ type: 'onboarding.alias.change', value: e.target.value })}
        />
        {checking && (
          <p className={css.muted}>
            <FormattedMessage id="account.checking" defaultMessage="Checking…" />
          </p>
        )}
        {feedback === 'ALIAS.EXISTS' && (
          <p className={css.hint} data-testid="alias-exists">
            <FormattedMessage id="account.onboarding.aliasExists" defaultMessage="This alias is already taken." />
          </p>
        )}
        {feedback === 'ALIAS.LENGTH' && (
          <p className={css.hint}>
            <FormattedMessage
              id="account.onboarding.aliasLength"
              defaultMessage="Use more than {min} and at most {max} characters."
              values={{ min: 3, max: 50 }}
            />
          </p>
        )}
      </div>
      <label>
        <input
          type="checkbox"
          checked={terms}
          data-testid="terms"
          onChange={(e) => wizard.send({ type: 'onboarding.terms.change', accepted: e.target.checked })}
        />{' '}
        <FormattedMessage id="account.onboarding.terms" defaultMessage="I accept the terms for artists." />
      </label>
      <button
        type="submit"
        className={layout.button}
        disabled={!canSave || saving}
        data-testid="alias-save"
        aria-label={intl.formatMessage({ id: 'account.onboarding.save', defaultMessage: 'Save and continue' })}
      >
        <FormattedMessage id="account.onboarding.save" defaultMessage="Save and continue" />
      </button>
      {toast === 'error' && (
        <Toast kind="danger">
          <UnknownError />
        </Toast>
      )}
    </form>
  );
};

/** spec: a chart of sales and earnings over time, as SVG from the data, with a table as the accessible fallback. */
const SalesChartView = ({ chart }: { chart: SalesChart }) => {
  const intl = useIntl();
  const points = chart.points;
  if (points.length === 0)
    return (
      <p className={css.muted} data-testid="chart-empty">
        <FormattedMessage id="account.chart.empty" defaultMessage="No sales yet." />
      </p>
    );
  const w = 640;
  const h = 200;
  const pad = 28;
  const maxEarn = Math.max(1, ...points.map((p) => p.earnings));
  const maxSales = Math.max(1, ...points.map((p) => p.sales));
  const x = (i: number) => pad + (points.length === 1 ? (w - 2 * pad) / 2 : (i * (w - 2 * pad)) / (points.length - 1));
  const barW = Math.max(6, Math.min(40, (w - 2 * pad) / points.length / 2));
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${(h - pad - (p.earnings / maxEarn) * (h - 2 * pad)).toFixed(1)}`)
    .join(' ');
  const title = intl.formatMessage({ id: 'account.chart.title', defaultMessage: 'Sales and earnings over time' });
  return (
    <figure data-testid="sales-chart">
      <svg className={css.chart} viewBox={`0 0 ${w} ${h}`} role="img" aria-label={title}>
        <line x1={pad} y1={h - pad} x2={w - pad} y2={h - pad} stroke="#999" />
        {points.map((p, i) => (
          <rect
            key={p.date}
            x={x(i) - barW / 2}
            width={barW}
            y={h - pad - (p.sales / maxSales) * (h - 2 * pad)}
            height={(p.sales / maxSales) * (h - 2 * pad)}
            fill="#d9c7b3"
          />
        ))}
        <path d={line} fill="none" stroke="#b5532f" strokeWidth={3} />
        {points.map((p, i) => (
          <circle key={p.date} cx={x(i)} cy={h - pad - (p.earnings / maxEarn) * (h - 2 * pad)} r={4} fill="#b5532f" />
        ))}
      </svg>
      <figcaption className={css.muted}>{title}</figcaption>
      <div className={css.tableWrap}>
        <table className={css.table} data-testid="chart-table">
          <caption className={css.muted}>
            <FormattedMessage id="account.chart.table" defaultMessage="Sales and earnings per day" />
          </caption>
          <thead>
            <tr>
              <th className={css.cell} scope="col">
                <FormattedMessage id="account.chart.date" defaultMessage="Date" />
              </th>
              <th className={css.number} scope="col">
                <FormattedMessage id="account.chart.sales" defaultMessage="Posters sold" />
              </th>
              <th className={css.number} scope="col">
                <FormattedMessage id="account.chart.earnings" defaultMessage="Earnings" />
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.date}>
                <td className={css.cell}>
                  <FormattedDate value={`${p.date}T12:00:00Z`} dateStyle="medium" />
                </td>
                <td className={css.number}>{p.sales}</td>
                <td className={css.number}>
                  <Price amount={p.earnings} currency={chart.currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
};

const Dashboard = ({ actor, data }: { actor: ActorRefFrom<typeof artistAccountMachine>; data: AccountPageData }) => {
  const account = useSelector(actor, selectAccount)!;
  const chart = useSelector(actor, selectSalesChart);
  const selling = useSelector(actor, selectSellingEnabled);
  const message = useSelector(actor, selectMessageVisible);
  const profileHeading = useId();
  const { store } = useApp();
  const profileUrl = typeof window === 'undefined' ? '' : `${window.location.origin}${store.pathPrefix}/artists/${account.slug}`;
  return (
    <div data-testid="dashboard">
      <h1>
        <FormattedMessage id="account.dashboard.title" defaultMessage="Welcome, {alias}" values={{ alias: account.alias }} />
      </h1>
      <div className={css.stats}>
        <div className={css.stat}>
          <FormattedMessage id="account.dashboard.posters" defaultMessage="Posters" />
          <span className={css.statValue} data-testid="stat-posters">
            {account.posters}
          </span>
        </div>
        <div className={css.stat}>
          <FormattedMessage id="account.dashboard.sales" defaultMessage="Sales" />
          <span className={css.statValue} data-testid="stat-sales">
            {account.sales}
          </span>
        </div>
        <div className={css.stat}>
          <FormattedMessage id="account.dashboard.balance" defaultMessage="Balance" />
          <span className={css.statValue} data-testid="stat-balance">
            <Price amount={account.balance} currency={account.currency} />
          </span>
        </div>
      </div>
      {chart && (
        <section>
          <h2>
            <FormattedMessage id="account.chart.heading" defaultMessage="Your sales" />
          </h2>
          <SalesChartView chart={chart} />
        </section>
      )}
      {selling && (
        <section className={css.field}>
          <h2 id={profileHeading}>
            <FormattedMessage id="account.dashboard.profileLink" defaultMessage="Your public profile" />
          </h2>
          <div className={css.actions}>
            <input
              className={css.input}
              readOnly
              value={profileUrl}
              aria-labelledby={profileHeading}
              data-testid="profile-link"
            />
            <button type="button" className={css.secondaryButton} onClick={() => void navigator.clipboard?.writeText(profileUrl)}>
              <FormattedMessage id="account.dashboard.copy" defaultMessage="Copy" />
            </button>
          </div>
        </section>
      )}
      {message && data.widgets.message && !data.widgets.message.hidden && (
        <section className={css.stat} data-testid="artist-message">
          <Html html={data.widgets.message.content} />
          <button type="button" className={css.secondaryButton} onClick={() => actor.send({ type: 'account.message.hide' })}>
            <FormattedMessage id="account.dashboard.hideMessage" defaultMessage="Hide message" />
          </button>
        </section>
      )}
      {data.widgets.faq && !data.widgets.faq.hidden && (
        <section>
          <h2>
            <FormattedMessage id="account.dashboard.faq" defaultMessage="Questions and answers" />
          </h2>
          <Html html={data.widgets.faq.content} />
        </section>
      )}
      <p>
        <button
          type="button"
          className={css.secondaryButton}
          data-testid="logout"
          onClick={() => actor.send({ type: 'account.logout' })}
        >
          <FormattedMessage id="account.logout" defaultMessage="Log out" />
        </button>
      </p>
    </div>
  );
};

const Pager = ({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) =>
  pages <= 1 ? null : (
    <div className={css.actions}>
      <button type="button" className={css.secondaryButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="account.previous" defaultMessage="Previous" />
      </button>
      <span>
        <FormattedMessage id="account.pageOf" defaultMessage="Page {page} of {pages}" values={{ page, pages }} />
      </span>
      <button type="button" className={css.secondaryButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="account.next" defaultMessage="Next" />
      </button>
    </div>
  );

const StatusBadge = ({ status }: { status: number }) => {
  const view = statusView(status);
  const labels: Record<string, ReactNode> = {
    'product.status.draft': <FormattedMessage id="product.status.draft" defaultMessage="Draft" />,
    'product.status.inReview': <FormattedMessage id="product.status.inReview" defaultMessage="In review" />,
    'product.status.denied': <FormattedMessage id="product.status.denied" defaultMessage="Denied" />,
    'product.status.forSale': <FormattedMessage id="product.status.forSale" defaultMessage="For sale" />,
    'product.status.approved': <FormattedMessage id="product.status.approved" defaultMessage="Approved" />,
    'product.status.unknown': <FormattedMessage id="product.status.unknown" defaultMessage="Unknown" />,
  };
  return (
    <span className={`${css.badge} ${css.badgeColours[view.badge]}`} data-testid="status-badge">
      {labels[view.labelKey]}
    </span>
  );
};

const PosterCard = ({ poster }: { poster: OwnPoster }) => {
  const p = poster.processing;
  const progressText = useId();
  const waiting = isAwaitingProcessing({ images: poster.thumb ? [poster.thumb] : [] });
  return (
    <article className={css.posterCard} data-testid="own-poster">
      {waiting ? (
        <div className={css.thumb}>
          <FormattedMessage id="account.posters.waiting" defaultMessage="Waiting to be processed" />
        </div>
      ) : (
        <img className={css.thumb} src={poster.thumb!} alt={poster.name} width={240} height={336} loading="lazy" />
      )}
      <strong>{poster.name}</strong>
      <StatusBadge status={poster.status} />
      {p && p.state !== 'ready' && (
        <div data-testid="processing">
          <progress className={css.progress} max={p.total} value={p.done} aria-labelledby={progressText} />
          <span className={css.muted} id={progressText}>
            {p.state === 'failed' ? (
              <FormattedMessage id="account.posters.failed" defaultMessage="The images could not be made." />
            ) : (
              <FormattedMessage
                id="account.posters.progress"
                defaultMessage="Preparing images: {done} of {total}"
                values={{ done: p.done, total: p.total }}
              />
            )}
          </span>
        </div>
      )}
      {poster.review_note && (
        <p className={css.hint} data-testid="review-note">
          <FormattedMessage
            id="account.posters.reason"
            defaultMessage="Reason: {reason}"
            values={{ reason: poster.review_note }}
          />
        </p>
      )}
    </article>
  );
};

const PostersPage = () => {
  const search = useSearch();
  const saved = new URLSearchParams(search).get('saved') === '1';
  const list = useFlow(artistPostersFlow, { justSaved: saved });
  const rows = useSelector(list, selectPagedRows);
  const loading = useSelector(list, selectPagedLoading);
  const failed = useSelector(list, selectPagedFailed);
  const toast = useSelector(list, selectPagedToast);
  const pages = useSelector(list, selectPagination);
  return (
    <div data-testid="posters-page">
      <div className={css.actions}>
        <h1>
          <FormattedMessage id="account.posters.title" defaultMessage="My posters" />
        </h1>
        <Link href="/my-account/posters/edit" className={layout.button} data-testid="upload-link">
          <FormattedMessage id="account.posters.upload" defaultMessage="Upload a poster" />
        </Link>
      </div>
      {loading && rows.length === 0 ? (
        <p className={css.muted}>
          <FormattedMessage id="account.loading" defaultMessage="Loading…" />
        </p>
      ) : rows.length === 0 ? (
        <p>
          <FormattedMessage id="account.posters.none" defaultMessage="You have not uploaded any posters yet." />
        </p>
      ) : (
        <div className={css.grid}>
          {rows.map((p) => (
            <PosterCard key={p.id} poster={p} />
          ))}
        </div>
      )}
      <Pager page={pages.page} pages={pages.pages} onPage={(page) => list.send({ type: 'paged.page', page })} />
      {toast === 'saved' && (
        <Toast kind="success">
          <FormattedMessage id="account.saved" defaultMessage="Saved" />
        </Toast>
      )}
    </div>
  );
};

const imageProblemMessage = (problem: NonNullable<ReturnType<typeof selectImageProblem>>) => {
  switch (problem.code) {
    case 'ARTIST_IMAGE.TOO_SMALL':
      return (
        <FormattedMessage
          id="account.upload.tooSmall"
          defaultMessage="The image is too small ({width} × {height} px). One side must be at least 3648 px and it must not be square."
          values={{ width: problem.width, height: problem.height }}
        />
      );
    case 'ARTIST_IMAGE.NOT_JPEG':
      return <FormattedMessage id="account.upload.notJpeg" defaultMessage="Choose a JPEG image (.jpg or .jpeg)." />;
    default:
      return <FormattedMessage id="account.upload.unreadable" defaultMessage="This image could not be read." />;
  }
};

const UploadPage = () => {
  const upload = useFlow(posterUploadFlow);
  const loading = useSelector(upload, selectUploadLoading);
  const failed = useSelector(upload, selectUploadFailed);
  const blocked = useSelector(upload, selectUploadBlocked);
  const limit = useSelector(upload, selectProductLimit);
  const categories = useSelector(upload, selectCategories);
  const fields = useSelector(upload, selectUploadFields);
  const nameFeedback = useSelector(upload, selectNameFeedback);
  const descriptionInvalid = useSelector(upload, selectDescriptionInvalid);
  const imageProblem = useSelector(upload, selectImageProblem);
  const preview = useSelector(upload, selectPreview);
  const saving = useSelector(upload, selectUploadSaving);
  const canSubmit = useSelector(upload, selectCanSubmitPoster);
  const toast = useSelector(upload, selectUploadToast);
  if (loading)
    return (
      <p className={css.muted}>
        <FormattedMessage id="account.loading" defaultMessage="Loading…" />
      </p>
    );
  return (
    <form
      className={css.form}
      data-testid="upload-form"
      onSubmit={(e) => {
        e.preventDefault();
        upload.send({ type: 'upload.submit' });
      }}
    >
      <h1>
        <FormattedMessage id="account.upload.title" defaultMessage="Upload a poster" />
      </h1>
      {blocked && (
        <p className={css.hint} role="alert" data-testid="upload-blocked">
          <FormattedMessage
            id="account.upload.blocked"
            defaultMessage="You have reached your limit of {limit} posters."
            values={{ limit }}
          />
        </p>
      )}
      <div className={css.field}>
        <label htmlFor="poster-name">
          <FormattedMessage id="account.upload.name" defaultMessage="Name" />
        </label>
        <input
          id="poster-name"
          className={css.input}
          value={fields.name}
          data-testid="poster-name"
          aria-invalid={nameFeedback !== null}
          onChange={(e) => upload.send({ type: 'upload.name.change', value: e.target.value })}
        />
        {nameFeedback === 'POSTER.NAME_LENGTH' && (
          <p className={css.hint}>
            <FormattedMessage
              id="account.upload.nameLength"
              defaultMessage="Use more than {min} and at most {max} characters."
              values={{ min: 3, max: 20 }}
            />
          </p>
        )}
        {nameFeedback === 'POSTER.NAME_EXISTS' && (
          <p className={css.hint}>
            <FormattedMessage id="account.upload.nameExists" defaultMessage="A poster with this name already exists." />
          </p>
        )}
      </div>
      <div className={css.field}>
        <label htmlFor="poster-description">
          <FormattedMessage id="account.upload.description" defaultMessage="Description" />
        </label>
        <textarea
          id="poster-description"
          className={css.input}
          rows={3}
          value={fields.description}
          data-testid="poster-description"
          aria-invalid={descriptionInvalid}
          onChange={(e) => upload.send({ type: 'upload.description.change', value: e.target.value })}
        />
        {descriptionInvalid && (
          <p className={css.hint}>
            <FormattedMessage
              id="account.upload.descriptionLength"
              defaultMessage="Use more than {min} and at most {max} characters."
              values={{ min: 20, max: 120 }}
            />
          </p>
        )}
      </div>
      <div className={css.field}>
        <label htmlFor="poster-category">
          <FormattedMessage id="account.upload.category" defaultMessage="Category" />
        </label>
        <select
          id="poster-category"
          className={css.input}
          value={fields.categoryId ?? ''}
          data-testid="poster-category"
          onChange={(e) =>
            upload.send({ type: 'upload.category.change', categoryId: e.target.value === '' ? null : Number(e.target.value) })
          }
        >
          <option value="">
            <FormattedMessage id="account.upload.chooseCategory" defaultMessage="Choose a category" />
          </option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className={css.field}>
        <label htmlFor="poster-image">
          <FormattedMessage id="account.upload.image" defaultMessage="Image (JPEG)" />
        </label>
        <input
          id="poster-image"
          type="file"
          accept=".jpg,.jpeg,image/jpeg"
          data-testid="poster-image"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) upload.send({ type: 'upload.image.choose', file: f, name: f.name, mimeType: f.type });
          }}
        />
        {imageProblem && (
          <p className={css.hint} data-testid="image-problem">
            {imageProblemMessage(imageProblem)}
          </p>
        )}
        {preview?.url && (
          <img
            className={css.preview}
            src={preview.url}
            alt=""
            style={{ aspectRatio: `${preview.ratio.width} / ${preview.ratio.height}` }}
            data-testid="preview"
          />
        )}
      </div>
      <button type="submit" className={layout.button} disabled={!canSubmit || saving} data-testid="upload-submit">
        {saving ? (
          <FormattedMessage id="account.upload.saving" defaultMessage="Uploading…" />
        ) : (
          <FormattedMessage id="account.upload.submit" defaultMessage="Upload for review" />
        )}
      </button>
      {toast === 'error' && (
        <Toast kind="danger">
          <UnknownError />
        </Toast>
      )}
    </form>
  );
};

const SaleDetails = ({ t }: { t: AccountTransaction }) =>
  t.sale ? (
    <span className={css.muted}>
      <FormattedMessage
        id="account.sales.breakdown"
        defaultMessage="Price {price}, VAT {vat}, fees {fees}, your commission {commission}"
        values={{
          price: <Price amount={t.sale.sale_price} currency={t.sale.sale_currency} />,
          vat: <Price amount={t.sale.vat} currency={t.sale.sale_currency} />,
          fees: <Price amount={t.sale.fees} currency={t.sale.sale_currency} />,
          commission: <Price amount={t.sale.commission} currency={t.sale.sale_currency} />,
        }}
      />
    </span>
  ) : null;

const SalesPage = () => {
  const list = useFlow(artistSalesFlow, {});
  const rows = useSelector(list, selectPagedRows);
  const loading = useSelector(list, selectPagedLoading);
  const failed = useSelector(list, selectPagedFailed);
  const pages = useSelector(list, selectPagination);
  return (
    <div data-testid="sales-page">
      <h1>
        <FormattedMessage id="account.sales.title" defaultMessage="My sales" />
      </h1>
      {loading && rows.length === 0 ? (
        <p className={css.muted}>
          <FormattedMessage id="account.loading" defaultMessage="Loading…" />
        </p>
      ) : rows.length === 0 ? (
        <p>
          <FormattedMessage id="account.sales.none" defaultMessage="No sales yet." />
        </p>
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table} data-testid="sales-table">
            <thead>
              <tr>
                <th className={css.cell} scope="col">
                  <FormattedMessage id="account.sales.accounted" defaultMessage="Accounted" />
                </th>
                <th className={css.cell} scope="col">
                  <FormattedMessage id="account.sales.created" defaultMessage="Created" />
                </th>
                <th className={css.cell} scope="col">
                  <FormattedMessage id="account.sales.description" defaultMessage="Description" />
                </th>
                <th className={css.number} scope="col">
                  <FormattedMessage id="account.sales.amount" defaultMessage="Amount" />
                </th>
                <th className={css.number} scope="col">
                  <FormattedMessage id="account.sales.rate" defaultMessage="Exchange rate" />
                </th>
                <th className={css.number} scope="col">
                  <FormattedMessage id="account.sales.balance" defaultMessage="Balance" />
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((t, i) => (
                <tr key={`${t.created_at}-${i}`} data-testid="sale-row">
                  <td className={css.cell}>
                    {t.accounted_at ? <FormattedDate value={t.accounted_at} dateStyle="medium" /> : '—'}
                  </td>
                  <td className={css.cell}>
                    <FormattedDate value={t.created_at} dateStyle="medium" />
                  </td>
                  <td className={css.cell}>
                    {t.description}
                    <br />
                    <SaleDetails t={t} />
                  </td>
                  <td className={css.number}>
                    <Price amount={t.amount} currency={t.currency} />
                  </td>
                  <td className={css.number}>
                    <FormattedNumber value={t.exchange_rate} maximumFractionDigits={4} />
                    {t.sale ? ` ${t.sale.sale_currency}/${t.currency}` : ''}
                  </td>
                  <td className={css.number}>
                    <Price amount={t.balance} currency={t.currency} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={pages.page} pages={pages.pages} onPage={(page) => list.send({ type: 'paged.page', page })} />
    </div>
  );
};

const ProfilePage = () => {
  const profile = useFlow(profileFlow);
  const loading = useSelector(profile, selectProfileLoading);
  const failed = useSelector(profile, selectProfileFailed);
  const account = useSelector(profile, selectProfileAccount);
  const fields = useSelector(profile, selectProfileFields);
  const bioInvalid = useSelector(profile, selectBioInvalid);
  const vatInvalid = useSelector(profile, selectVatInvalid);
  const avatarInvalid = useSelector(profile, selectAvatarInvalid);
  const saving = useSelector(profile, selectProfileSaving);
  const canSave = useSelector(profile, selectCanSaveProfile);
  const toast = useSelector(profile, selectProfileToast);
  if (loading || !account)
    return (
      <p className={css.muted}>
        <FormattedMessage id="account.loading" defaultMessage="Loading…" />
      </p>
    );
  return (
    <form
      className={css.form}
      data-testid="profile-form"
      onSubmit={(e) => {
        e.preventDefault();
        profile.send({ type: 'profile.save' });
      }}
    >
      <h1>
        <FormattedMessage id="account.profile.title" defaultMessage="Edit profile" />
      </h1>
      {(
        [
          ['name', account.name, <FormattedMessage key="n" id="account.profile.name" defaultMessage="Name" />],
          ['alias', account.alias, <FormattedMessage key="a" id="account.profile.alias" defaultMessage="Alias" />],
          ['email', account.email, <FormattedMessage key="e" id="account.profile.email" defaultMessage="E-mail" />],
        ] as const
      ).map(([id, value, label]) => (
        <div className={css.field} key={id}>
          <label htmlFor={`profile-${id}`}>{label}</label>
          <input id={`profile-${id}`} className={css.input} value={value} readOnly />
        </div>
      ))}
      <div className={css.field}>
        <label htmlFor="profile-bio">
          <FormattedMessage id="account.profile.bio" defaultMessage="Bio" />
        </label>
        <textarea
          id="profile-bio"
          className={css.input}
          rows={4}
          value={fields.bio}
          data-testid="profile-bio"
          aria-invalid={bioInvalid}
          onChange={(e) => profile.send({ type: 'profile.bio.change', value: e.target.value })}
        />
        {bioInvalid && (
          <p className={css.hint}>
            <FormattedMessage
              id="account.profile.bioLength"
              defaultMessage="Use more than {min} and at most {max} characters."
              values={{ min: 20, max: 160 }}
            />
          </p>
        )}
      </div>
      <div className={css.field}>
        <label htmlFor="profile-vat">
          <FormattedMessage id="account.profile.vat" defaultMessage="VAT number" />
        </label>
        <input
          id="profile-vat"
          className={css.input}
          value={fields.vatNumber}
          data-testid="profile-vat"
          aria-invalid={vatInvalid}
          onChange={(e) => profile.send({ type: 'profile.vat.change', value: e.target.value })}
        />
        {vatInvalid && (
          <p className={css.hint}>
            <FormattedMessage
              id="account.profile.vatInvalid"
              defaultMessage="Enter a European VAT number, starting with its country code, or leave it empty."
            />
          </p>
        )}
      </div>
      <div className={css.field}>
        <label htmlFor="profile-avatar">
          <FormattedMessage id="account.profile.avatar" defaultMessage="Avatar (JPEG)" />
        </label>
        <input
          id="profile-avatar"
          type="file"
          accept=".jpg,.jpeg,image/jpeg"
          data-testid="profile-avatar"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) profile.send({ type: 'profile.avatar.choose', file: f, name: f.name, mimeType: f.type });
          }}
        />
        {avatarInvalid && (
          <p className={css.hint}>
            <FormattedMessage id="account.upload.notJpeg" defaultMessage="Choose a JPEG image (.jpg or .jpeg)." />
          </p>
        )}
      </div>
      <button type="submit" className={layout.button} disabled={!canSave || saving} data-testid="profile-save">
        <FormattedMessage id="account.profile.save" defaultMessage="Save profile" />
      </button>
      {toast === 'saved' && (
        <Toast kind="success">
          <FormattedMessage id="account.saved" defaultMessage="Saved" />
        </Toast>
      )}
      {toast === 'error' && (
        <Toast kind="danger">
          <UnknownError />
        </Toast>
      )}
    </form>
  );
};

const ReviewPage = () => {
  const intl = useIntl();
  const queue = useFlow(reviewQueueFlow);
  const items = useSelector(queue, selectQueue);
  const loading = useSelector(queue, selectQueueLoading);
  const failed = useSelector(queue, selectQueueFailed);
  const busy = useSelector(queue, selectQueueBusy);
  const toast = useSelector(queue, selectQueueToast);
  const reasons = useSelector(queue, (s) => s.context.reasons);
  const snapshot = useSelector(queue, (s) => s);
  return (
    <div data-testid="review-page">
      <h1>
        <FormattedMessage id="account.review.title" defaultMessage="Review queue" />
      </h1>
      {failed ? (
        <p className={css.hint}>
          <UnknownError />
        </p>
      ) : loading ? (
        <p className={css.muted}>
          <FormattedMessage id="account.loading" defaultMessage="Loading…" />
        </p>
      ) : items.length === 0 ? (
        <p>
          <FormattedMessage id="account.review.empty" defaultMessage="No posters are waiting for review." />
        </p>
      ) : (
        items.map((item) => (
          <article key={item.id} className={css.reviewItem} data-testid="review-item">
            {item.image ? (
              <img className={css.thumb} src={item.image} alt={item.name} width={200} height={280} />
            ) : (
              <div className={css.thumb}>
                <FormattedMessage id="account.posters.waiting" defaultMessage="Waiting to be processed" />
              </div>
            )}
            <div className={css.field}>
              <h2>{item.name}</h2>
              <p className={css.muted}>
                <FormattedMessage
                  id="account.review.by"
                  defaultMessage="by {artist} · {category}"
                  values={{ artist: item.artist, category: item.category ?? '—' }}
                />
              </p>
              <p>{item.description}</p>
              <div className={css.actions}>
                <button
                  type="button"
                  className={layout.button}
                  disabled={busy || item.image === null}
                  data-testid="approve"
                  onClick={() => queue.send({ type: 'review.approve', id: item.id })}
                >
                  <FormattedMessage id="account.review.approve" defaultMessage="Approve" />
                </button>
                <input
                  className={css.input}
                  value={reasons[item.id] ?? selectReason(snapshot, item.id)}
                  data-testid="deny-reason"
                  placeholder={intl.formatMessage({ id: 'account.review.reason', defaultMessage: 'Reason for denying' })}
                  aria-label={intl.formatMessage({ id: 'account.review.reason', defaultMessage: 'Reason for denying' })}
                  onChange={(e) => queue.send({ type: 'review.reason.change', id: item.id, value: e.target.value })}
                />
                <button
                  type="button"
                  className={css.secondaryButton}
                  disabled={busy || !selectReasonValid(snapshot, item.id)}
                  data-testid="deny"
                  onClick={() => queue.send({ type: 'review.deny', id: item.id })}
                >
                  <FormattedMessage id="account.review.deny" defaultMessage="Deny" />
                </button>
              </div>
            </div>
          </article>
        ))
      )}
      {toast === 'approved' && (
        <Toast kind="success">
          <FormattedMessage id="account.review.approved" defaultMessage="Approved: the poster is for sale." />
        </Toast>
      )}
      {toast === 'denied' && (
        <Toast kind="success">
          <FormattedMessage id="account.review.denied" defaultMessage="Denied: the artist sees your reason." />
        </Toast>
      )}
      {toast === 'error' && (
        <Toast kind="danger">
          <UnknownError />
        </Toast>
      )}
    </div>
  );
};

/**
 * /my-account and its sections. The account machine refreshes the session on entry (spec §4):
 * without a session only the login page shows (a stranger sees nothing of any account); an
 * empty alias shows the onboarding wizard on every section.
 */
export const AccountPage = ({ data }: { data: AccountPageData }) => {
  const account = useFlow(artistAccountFlow);
  const view = useSelector(account, selectAccountView);
  const reviewer = useSelector(account, selectIsReviewer);
  const wizard = useSelector(account, (s) => s.children.onboarding as ActorRefFrom<typeof onboardingMachine> | undefined);
  const section = data.section;
  const body = useMemo(() => {
    switch (section) {
      case 'posters':
        return <PostersPage />;
      case 'upload':
        return <UploadPage />;
      case 'sales':
        return <SalesPage />;
      case 'profile':
        return <ProfilePage />;
      case 'review':
        return <ReviewPage />;
      default:
        return null;
    }
  }, [section]);
  return (
    <div className={`${layout.container} ${css.page}`}>
      {view === 'loading' && (
        <p className={css.muted}>
          <FormattedMessage id="account.loading" defaultMessage="Loading…" />
        </p>
      )}
      {view === 'error' && (
        <p className={css.hint} role="alert">
          <UnknownError />
        </p>
      )}
      {view === 'login' && <LoginPage data={data} />}
      {view === 'onboarding' && wizard && <OnboardingWizard wizard={wizard} />}
      {view === 'dashboard' && (
        <>
          <Tabs section={section} reviewer={reviewer} />
          {section === 'dashboard' ? <Dashboard actor={account} data={data} /> : body}
        </>
      )}
    </div>
  );
};
