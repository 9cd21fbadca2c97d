import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { errorMessage } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { paymentIntentQueryOptions } from './create-payment-intent';
import { recordSale } from './record-sale';

/** Charges the card with the intent's client secret; resolves with the payment's id. */
export type ChargeCard = (clientSecret: string) => Promise<string>;

/** The toast of a payment, in the page's locale. */
export const paymentSuccessMessage = (transactionId: string) =>
  i18n._('payments.success', { transactionId });

const saleNotConfirmed = (transactionId: string, reason: string) =>
  i18n._('payments.saleNotConfirmed', { transactionId, reason });

/**
 * The purchase, whichever processor charges the card: intent, charge, then the sale recorded
 * by the server (SPEC.md section 4), the lists refreshed, and back to My Property.
 */
export function usePayOffer(offerId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Once the money moved, a retry only records the sale again: the card is never charged twice.
  const paidWith = useRef<string | null>(null);

  return useMutation({
    mutationFn: async (charge: ChargeCard) => {
      let transactionId = paidWith.current;
      if (!transactionId) {
        const { clientSecret } = await queryClient.ensureQueryData(
          paymentIntentQueryOptions(offerId),
        );
        transactionId = await charge(clientSecret);
        paidWith.current = transactionId;
      }
      try {
        await recordSale({ offerId, transactionId });
      } catch (error) {
        throw new Error(saleNotConfirmed(transactionId, errorMessage(error)));
      }
      return transactionId;
    },
    onSuccess: async (transactionId) => {
      // The listing is sold: off the lists and the wishlist, into the agent's sales and total.
      // Marked stale only: refetching now would re-render this page (as a receipt) or ask for a new
      // intent as it closes; each list refetches when it is next shown.
      await Promise.all(
        [['properties'], ['advertised-properties'], ['wishlist'], ['offers'], ['sales']].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' }),
        ),
      );
      // My Property opens with the Transaction ID already in its row.
      await queryClient.refetchQueries({ queryKey: ['offers', 'mine'], type: 'all' });
      toast.success(paymentSuccessMessage(transactionId));
      await navigate('/dashboard/propertyBought');
    },
  });
}
