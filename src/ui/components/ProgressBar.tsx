import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import * as css from './progress.css';
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '../../domain/constants';

/**
 * Navigation progress (docs/rules/shop-wide.md#timings progress bar duration and throttle): shown only when a load
 * lasts longer than the throttle, creeping towards the end over the duration, and finishing
 * when the load ends.
 */

export const ProgressBar = ({ active }: { active: boolean }) => {
  const intl = useIntl();
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');
  useEffect(() => {
    if (!active) {
      setPhase((p) => (p === 'running' ? 'done' : 'idle'));
      const t = setTimeout(() => setPhase('idle'), 300);
      return () => clearTimeout(t);
    }
    const t = setTimeout(() => setPhase('running'), PROGRESS_BAR_THROTTLE_MS);
    return () => clearTimeout(t);
  }, [active]);
  if (phase === 'idle') return null;
  return (
    <div
      className={css.track}
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'layout.loading', defaultMessage: 'Loading the page' })}
      data-testid="progress-bar"
    >
      <div
        className={phase === 'done' ? css.barDone : css.bar}
        style={{ transitionDuration: `${phase === 'done' ? PROGRESS_BAR_THROTTLE_MS : PROGRESS_BAR_DURATION_MS}ms` }}
      />
    </div>
  );
};
