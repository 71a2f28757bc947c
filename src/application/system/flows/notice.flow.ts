/**
 * A dismissible notice (docs/rules/shop-wide.md#layout cookie alert, store message): hidden while its cookie is set;
 * dismissing sets it for the cookie's lifetime (docs/rules/shop-wide.md#layout).
 */
import { dismissibleMachine } from '../../flows/dismissible/machine';
import { COOKIES, type BrowserCookieName } from '../../model/cookies';
import { definePageFlow } from '../flow';

export const noticeFlow = definePageFlow({
  prepare: ({ ports }, { cookie }: { readonly cookie: BrowserCookieName }) => {
    const { name, maxAgeSeconds } = COOKIES[cookie];
    return {
      logic: dismissibleMachine.provide({ actions: { remember: () => ports.cookies.set(name, '1', { maxAgeSeconds }) } }),
      input: { dismissed: Boolean(ports.cookies.get(name)) },
    };
  },
});
