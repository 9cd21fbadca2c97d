import type { ReactNode } from 'react';
import type { Offer } from '@elite/shared';
import { Price } from '../../../components/ui/price';
import { PropertyImage } from '../../../components/ui/property-image';
import { useLingui } from '../../../lib/i18n';

/** One row of the summary: a label and its value. */
export function SummaryDetail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
      <dt className="text-base-content/80">{term}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  );
}

/** What is being paid for, or was paid for: the property, its agent and the amount. */
export function PaymentSummary({
  offer,
  amount,
  amountLabel,
  children,
}: {
  offer: Offer;
  /** The card's amount: the offered price, or a reservation deposit above the card cap. */
  amount: number;
  amountLabel: string;
  /** Further rows, such as the offered price, the receipt's date and transaction id. */
  children?: ReactNode;
}) {
  const { _ } = useLingui();
  return (
    <div className="card border-base-300 bg-base-100 border shadow-sm">
      <figure className="aspect-[16/9] max-h-64">
        <PropertyImage
          src={offer.property_image}
          alt={offer.property_title}
          sizes="(min-width: 1024px) 28rem, 100vw"
          className="size-full"
          lazy={false}
        />
      </figure>
      <div className="card-body gap-4">
        <h2 className="card-title text-xl break-words">{offer.property_title}</h2>
        <dl className="flex flex-col gap-2 text-sm">
          <SummaryDetail term={_('payments.location')}>{offer.location}</SummaryDetail>
          <SummaryDetail term={_('payments.agent')}>{offer.agent_name}</SummaryDetail>
          {children}
        </dl>
        <div className="border-base-300 flex flex-wrap items-baseline justify-between gap-2 border-t pt-4">
          <span className="font-semibold">{amountLabel}</span>
          <span className="text-2xl font-bold">
            <Price amount={amount} />
          </span>
        </div>
      </div>
    </div>
  );
}
