import { cardPaymentTexts } from '@elite/shared/messages';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { ChargeCard } from '../api/pay-offer';

/** What both card forms (sandbox and Stripe Elements) get from the page. */
export interface CardFormProps {
  /** What the card pays: the offered price, or a reservation deposit above the card cap. */
  amount: number;
  deposit: boolean;
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
  return (
    <>
      <SubmitButton pending={pending} className="btn-lg w-full">
        {cardPaymentTexts.payButton(amount, deposit)}
      </SubmitButton>
      {pending && (
        <p role="status" className="text-base-content/80 text-center text-sm">
          Processing your payment…
        </p>
      )}
      <div role="alert" className="text-error min-h-6 text-sm font-medium">
        {error}
      </div>
    </>
  );
}
