import { useSelector } from '@xstate/react';
import type { BrowserCookieName } from '../../application/model/cookies';
import { useFlow } from '../shop/use-flow';
import { noticeFlow } from '../../application/system/flows/notice.flow';

/** A dismissible notice's flow: hidden while its cookie is set, which dismissing sets. */
export const useNotice = (cookie: BrowserCookieName) => {
  const notice = useFlow(noticeFlow, { cookie });
  const shown = useSelector(notice, (s) => s.matches('Shown'));
  return { shown, dismiss: () => notice.send({ type: 'notice.dismiss' }) };
};
