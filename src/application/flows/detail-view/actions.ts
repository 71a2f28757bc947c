/** The detail-view flow's real `track` and `trackAugmentedReality` over the Analytics port. */
import type { Analytics } from '../../ports/analytics.port';
import type { DetailViewInput } from './machine';

export const createDetailViewActions = (ports: { readonly analytics: Analytics }) => ({
  actions: {
    track: (_: unknown, { name, sku }: DetailViewInput) => ports.analytics.track({ type: 'detailView', name, sku }),
    trackAugmentedReality: (_: unknown, { name, sku }: DetailViewInput) =>
      ports.analytics.track({ type: 'augmentedReality', name, sku }),
  },
});
