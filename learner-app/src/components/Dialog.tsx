import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: string;
  /** Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  /** The buttons at the bottom. */
  footer?: ReactNode;
}

/**
 * A modal dialog of the learner pages: focus moves into it when it opens (its first field, else the
 * close button), Tab stays inside, Escape closes it, and focus goes back to what opened it.
 */
export function Dialog({ title, onClose, children, footer }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('input, textarea, select') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="lr-dialog__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={panelRef} className="lr-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <div className="lr-dialog__head">
          <h2 id={titleId} className="lr-dialog__title">
            {title}
          </h2>
          <button type="button" className="lr-dialog__close" onClick={onClose} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="lr-dialog__body">{children}</div>
        {footer ? <div className="lr-dialog__footer">{footer}</div> : null}
      </div>
    </div>
  );
}

interface DialogActionsProps {
  onCancel: () => void;
  label: string;
  /** Shown while `busy`, e.g. 'Saving…'. */
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  /** The form the main button submits; without it the button calls `onConfirm`. */
  form?: string;
  onConfirm?: () => void;
  /** The main button's look: `cc-btn--primary` unless a page says otherwise. */
  className?: string;
}

/** A dialog's footer: Cancel, then the main action, which shows it is busy while it runs. */
export function DialogActions({
  onCancel,
  label,
  busyLabel,
  busy,
  disabled = false,
  form,
  onConfirm,
  className = 'cc-btn--primary',
}: DialogActionsProps) {
  return (
    <>
      <button type="button" className="cc-btn cc-btn--secondary" onClick={onCancel}>
        Cancel
      </button>
      <button
        type={form ? 'submit' : 'button'}
        form={form}
        onClick={onConfirm}
        className={`cc-btn ${className}`}
        disabled={busy || disabled}
        aria-busy={busy}
      >
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
