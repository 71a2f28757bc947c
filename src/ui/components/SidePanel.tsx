import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as css from './panel.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A side panel shown as a modal overlay: Escape and the backdrop close it, focus moves into
 * it and stays there (Tab wraps), and returns to where it was when the panel closes.
 */
export const SidePanel = ({
  open,
  side = 'right',
  title,
  onClose,
  children,
  testId,
}: {
  open: boolean;
  side?: 'left' | 'right';
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) => {
  const intl = useIntl();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
        return;
      }
      if (e.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const [head, tail] = [items[0]!, items[items.length - 1]!];
      if (e.shiftKey && document.activeElement === head) {
        e.preventDefault();
        tail.focus();
      } else if (!e.shiftKey && document.activeElement === tail) {
        e.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className={css.backdrop} onClick={onClose}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        data-testid={testId}
        className={side === 'right' ? css.panelRight : css.panelLeft}
        onClick={(e) => e.stopPropagation()}
      >
        <div className={css.panelHead}>
          <h2 className={css.panelTitle}>{title}</h2>
          <button
            type="button"
            className={css.close}
            onClick={onClose}
            aria-label={intl.formatMessage({ id: 'panel.close', defaultMessage: 'Close' })}
          >
            ×
          </button>
        </div>
        <div className={css.panelBody}>{children}</div>
      </div>
    </div>
  );
};
