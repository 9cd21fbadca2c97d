import type { ReactNode } from 'react';
import { useLingui } from '../../lib/i18n';
import { Modal } from './modal';

interface ConfirmDialogProps {
  /** The question, e.g. "Delete this property?"; the dialog is open while it is set. */
  title: string | null;
  children?: ReactNode;
  /** The confirming button's text, e.g. "Delete". */
  confirmLabel: string;
  /** daisyUI colour classes of the confirming button; red unless the action is a positive one. */
  confirmClassName?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a destructive action. Focus starts on Cancel, so Enter or Escape right away
 * changes nothing.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  confirmClassName = 'btn-error',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { _ } = useLingui();
  return (
    <Modal open={title !== null} title={title ?? ''} onClose={onCancel}>
      {children && <div className="text-base-content/80">{children}</div>}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {_('common.cancel')}
        </button>
        <button type="button" className={`btn ${confirmClassName}`} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
