import type { FormEventHandler, ReactNode } from 'react';
import { useLingui } from '../../lib/i18n';
import { Modal } from './modal';
import { SubmitButton } from './submit-button';

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's label, and whether its request is under way. */
  submitLabel: string;
  pending: boolean;
  /** The space between the form's fields ('gap-3' or 'gap-4'). */
  gap?: 'gap-3' | 'gap-4';
  children: ReactNode;
}

/**
 * A form in a dialog: its fields, then Cancel (which closes it) and the submit button, which
 * shows the request under way. Validation messages are the form's own (`noValidate`).
 */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  pending,
  gap = 'gap-4',
  children,
}: FormDialogProps) {
  const { _ } = useLingui();
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className={`flex flex-col ${gap}`}>
        {children}
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {_('common.cancel')}
          </button>
          <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
