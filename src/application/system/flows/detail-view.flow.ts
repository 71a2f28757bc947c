/** The product page's analytics (docs/rules/shop-wide.md#analytics detail-view event after 500 ms, the AR link's event). */
import { createDetailViewActions } from '../../flows/detail-view/actions';
import { detailViewMachine, type DetailViewInput } from '../../flows/detail-view/machine';
import { definePageFlow } from '../flow';

export const detailViewFlow = definePageFlow({
  prepare: ({ ports }, input: DetailViewInput) => ({ logic: detailViewMachine.provide(createDetailViewActions(ports)), input }),
});
