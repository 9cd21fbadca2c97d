import { formatMoney } from '@elite/shared/money';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useLingui } from '../../../lib/i18n';
import type { ChargeCard } from '../api/pay-offer';

/** What both card forms (sandbox and Stripe Elements) get from the page. */
export interface CardFormProps {
  /** What the card pays: the offered price, or a reservation deposit above the card cap. */
  amount: number;
  /** A reservation deposit above the card cap, or an application's holding deposit. */
  deposit: boolean | 'holding';
  /** Runs the purchase with this form's way of charging the card; rejects on a failure. */
  pay: (charge: ChargeCard) => Promise<unknown>;
  pending: boolean;
  /** The processor's or the server's message for the last attempt. */
  error?: string;
  /**
   * Clears that message: the card was changed or a new attempt starts, so it no longer says
   * anything about what is on the form.
   */
  clearError: () => void;
}

/**
 * SPEC.md: the Pay button carries the amount (and says when it is a deposit), spins while the
 * payment runs and cannot be pressed twice; the error line under it says why the last attempt
 * failed (announced as it appears).
 */
export function PayButtonAndError({
  amount,
  deposit,
  pending,
  error,
}: Omit<CardFormProps, 'pay' | 'clearError'>) {
  const { _ } = useLingui();
  const money = formatMoney(amount);
  return (
    <>
      <SubmitButton pending={pending} className="btn-lg w-full">
        {deposit === 'holding'
          ? _('rental.payHoldingButton', { amount: money })
          : deposit
            ? _('payments.payDepositButton', { amount: money })
            : _('payments.payButton', { amount: money })}
      </SubmitButton>
      {pending && (
        <p role="status" className="text-base-content/80 text-center text-sm">
          {_('payments.processing')}
        </p>
      )}
      <div role="alert" className="text-error min-h-6 text-sm font-medium">
        {error}
      </div>
    </>
  );
}
