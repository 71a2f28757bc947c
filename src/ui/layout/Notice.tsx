import { useMachine } from '@xstate/react';
import { dismissibleMachine } from '../../application/flows/dismissible/machine';

/** Renders a dismissible notice from its machine; the cookie is written on dismiss. */
export const useNotice = (cookie: string, maxAgeSeconds: number, dismissed: boolean) => {
  const [snapshot, send] = useMachine(dismissibleMachine.provide({
    actions: {
      remember: () => {
        document.cookie = `${cookie}=1; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
      },
    },
  }), { input: { dismissed } });
  return { shown: snapshot.matches('Shown'), dismiss: () => send({ type: 'notice.dismiss' }) };
};

