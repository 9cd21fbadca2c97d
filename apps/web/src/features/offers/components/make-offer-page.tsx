import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import { moneyNumberSchema, offerBodySchema } from '@elite/shared';
import { messages } from '@elite/shared/messages';
import {
  CARD_PAYMENT_CAP_CENTS,
  cardCapAmount,
  cardCharge,
  currencyDigits,
  formatMoney,
  formatPriceRange,
  siteCurrency,
  toCents,
} from '@elite/shared/money';
import type { PriceRange, WishlistEntry } from '@elite/shared';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { i18n, translateShared, useLingui } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/public-config';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWishlistEntry } from '../api/get-wishlist-entry';
import { useMakeOffer } from '../api/make-offer';
import { ApplicationForm } from './application-form';
import { OfferPartiesFields } from './offer-parties-fields';
import { rentText } from '../../../components/ui/price';

/** The schema's own message for an empty amount (shown translated by `amountError`). */
const AMOUNT_REQUIRED = 'Offered amount is required';

/** The shared amount rules' sentence ends (@elite/shared's moneyNumberSchema), as whole sentences. */
const AMOUNT_ERRORS: Record<string, string> = {
  'must be a number': 'offers.amountNotNumber',
  'must be greater than 0': 'offers.amountNotPositive',
  'must be at least 0.01': 'offers.amountTooSmall',
  'is too large': 'offers.amountTooLarge',
  'has more than two decimals': 'offers.amountDecimals',
};

/** Identity fields the buyer cannot change: shown greyed, still focusable and readable. */
/** The offer body's amount as a number, as the server checks it (the property comes from the wishlist entry). */
const offeredPriceSchema = moneyNumberSchema;

/** The offer body's fields the buyer types, plus SPEC.md's range check: outside it, nothing is sent. */
function offerFormSchema(range: PriceRange) {
  return offerBodySchema.pick({ offered_price: true }).extend({
    // An empty field reads as NaN: "required" rather than the amount's "must be a number".
    offered_price: z
      .number({ error: AMOUNT_REQUIRED })
      .pipe(offeredPriceSchema)
      .refine((price) => price >= range.min && price <= range.max, messages.priceOutOfRange),
  });
}

/** The amount's texts are sentence ends ("must be a number"); give them their subject. */
function amountError(message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message === AMOUNT_REQUIRED) return i18n._('offers.amountRequired');
  if (message === messages.priceOutOfRange) return translateShared(message);
  const key = AMOUNT_ERRORS[message];
  return key ? i18n._(key) : i18n._('offers.amountInvalid', { reason: message });
}

/**
 * What the card will be charged if the agent accepts, for the amount typed so far: the offer in
 * full, or above the card cap a reservation deposit (CONTRACT.md section 5).
 */
function CardChargeNote({ amount, range }: { amount: number | undefined; range: PriceRange }) {
  const { _ } = useLingui();
  const percent = usePublicConfig().data?.reservationDepositPercent;
  let text: string | undefined;
  if (percent !== undefined) {
    const valid = amount !== undefined && offeredPriceSchema.safeParse(amount).success;
    if (valid && amount >= range.min && amount <= range.max) {
      const charge = cardCharge(amount, percent);
      text = charge.deposit
        ? _('offers.chargeDeposit', {
            percent,
            deposit: formatMoney(charge.amountDue),
            rest: formatMoney(amount - charge.amountDue),
          })
        : _('offers.chargeFull', { amount: formatMoney(charge.amountDue) });
    } else if (toCents(range.max) > CARD_PAYMENT_CAP_CENTS) {
      text = _('offers.chargeHint', { percent, limit: formatMoney(cardCapAmount()) });
    }
  }
  return (
    <p aria-live="polite" className="text-base-content/80 min-h-5 text-sm">
      {text}
    </p>
  );
}

function OfferForm({ entry }: { entry: WishlistEntry }) {
  const { _ } = useLingui();
  const currency = usePublicConfig().data?.currency ?? 'USD';
  const navigate = useNavigate();
  const makeOffer = useMakeOffer();
  const schema = useMemo(() => offerFormSchema(entry.price_range), [entry.price_range]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema) });
  const typedAmount = useWatch({ control, name: 'offered_price' });

  const onSubmit = handleSubmit(({ offered_price }) =>
    makeOffer.mutateAsync({ offer_property_id: entry.wish_property_id, offered_price }).then(
      () => {
        toast.success(translateShared(messages.offerSaved));
        void navigate('/dashboard/propertyBought');
      },
      (error: unknown) => {
        toast.error(errorMessage(error));
      },
    ),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="card border-base-300 bg-base-100 max-w-3xl border shadow-sm"
    >
      <div className="card-body gap-2">
        <div className="grid gap-x-6 sm:grid-cols-2">
          <OfferPartiesFields entry={entry} renting={false} />
          <TextField
            label={_('offers.amountLabel', { currency })}
            type="number"
            inputMode="decimal"
            min={entry.price_range.min}
            max={entry.price_range.max}
            step={10 ** -currencyDigits(siteCurrency())}
            required
            hint={_('offers.amountHint', { range: formatPriceRange(entry.price_range) })}
            error={amountError(errors.offered_price?.message)}
            {...register('offered_price', { valueAsNumber: true })}
          />
        </div>
        <CardChargeNote amount={typedAmount} range={entry.price_range} />
        <div className="card-actions mt-4 justify-end">
          <SubmitButton pending={makeOffer.isPending} className="w-full sm:w-auto">
            {_('offers.submit')}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}

function FormSkeleton() {
  const { _ } = useLingui();
  return (
    <div role="status" aria-live="polite" className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <span className="sr-only">{_('offers.loadingProperty')}</span>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

/** wishList/offer/:id: an offer on a wishlisted property, within its price range. */
export function MakeOfferPage() {
  const { _ } = useLingui();
  const { id = '' } = useParams();
  const entry = useWishlistEntry(id);
  // An offer on a home to rent is an application (CONTRACT.md section 12).
  const renting = entry.data?.listing_type === 'rent';
  const title = renting ? _('rental.applyToRent') : _('offers.makeOfferTitle');
  useDocumentTitle(title);

  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{title}</h1>
        {entry.data && (
          <p className="text-base-content/80">
            {renting
              ? _('rental.agentAsks', {
                  rent: rentText(formatPriceRange(entry.data.price_range), entry.data.rent_period),
                })
              : _('offers.agentAsks', { range: formatPriceRange(entry.data.price_range) })}
          </p>
        )}
      </div>
      {entry.isPending ? (
        <FormSkeleton />
      ) : entry.isError ? (
        isApiError(entry.error, 404) ? (
          <EmptyState title={_('offers.notInWishlist')}>
            <Link to="/dashboard/wishList" className="link link-primary">
              {_('offers.backToWishlist')}
            </Link>
          </EmptyState>
        ) : (
          <ErrorState error={entry.error} onRetry={() => void entry.refetch()} />
        )
      ) : renting ? (
        <ApplicationForm entry={entry.data} />
      ) : (
        <OfferForm entry={entry.data} />
      )}
    </section>
  );
}
