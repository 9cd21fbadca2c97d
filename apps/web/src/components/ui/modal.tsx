import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLingui } from '../../lib/i18n';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * An accessible dialog on the native <dialog>: focus moves in and is trapped while open,
 * Escape closes it, and focus returns to the opener afterwards.
 */
export function Modal({ open, title, onClose, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Several dialogs may be on one page (a listing's review, contact and viewing forms).
  const titleId = useId();
  const { _ } = useLingui();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <div className="modal-box">
        <h2 id={titleId} className="mb-4 text-xl font-bold">
          {title}
        </h2>
        {children}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" aria-label={_('common.close')}>
          {_('common.close')}
        </button>
      </form>
    </dialog>
  );
}
