import { currencySign, formatMoney } from '@elite/shared/money';
import type { Sale } from '@elite/shared';
import type { Column } from '../../../components/ui/data-table';
import { Price } from '../../../components/ui/price';
import { OfferTerms, isApplication } from '../../../components/ui/offer-terms';
import { propertyColumns } from '../../../components/ui/property-columns';
import { QueryTable } from '../../../components/ui/query-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/states';
import { useLingui } from '../../../lib/i18n';
import type { I18n } from '@lingui/core';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSoldProperties } from '../api/get-sold-properties';
import { useTotalAmount } from '../api/get-total-amount';
import { useAgent } from './use-agent';

const saleColumns = (_: I18n['_']): Column<Sale>[] => [
  propertyColumns.number,
  propertyColumns.title((sale: Sale) => sale.propertyId),
  propertyColumns.location,
  { header: _('agent.buyerName'), cell: (sale) => sale.buyer_name, className: 'min-w-32' },
  {
    header: _('agent.buyerEmail'),
    cell: (sale) => <span dir="ltr">{sale.buyer_email}</span>,
    className: 'min-w-48 break-all',
  },
  {
    header: _('agent.soldPrice'),
    // A let (CONTRACT.md section 12): the rent per month or week, the move-in and the term.
    cell: (sale) => <OfferTerms offer={sale} kind="let" />,
    className: 'whitespace-nowrap',
  },
  {
    // Above the card cap the buyer's card paid a reservation deposit; the rest is settled with
    // the agent.
    header: _('agent.paidByCard'),
    cell: (sale) => (
      <>
        <Price amount={sale.amount_paid} />
        {isApplication(sale) ? (
          <span className="text-base-content/80 block text-xs">{_('rental.holdingDeposit')}</span>
        ) : (
          sale.amount_paid < sale.offered_price && (
            <span className="text-base-content/80 block text-xs">{_('agent.deposit')}</span>
          )
        )}
      </>
    ),
    className: 'whitespace-nowrap',
  },
];

/** My Sold Property (agent): the total amount sold, then each sale. */
export function MySoldPropertyPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('agent.mySold'));
  const agent = useAgent();
  const total = useTotalAmount(agent.email);
  const sales = useSoldProperties(agent.email);

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{_('agent.mySold')}</h1>
      <div className="stats border-base-300 bg-base-100 w-fit max-w-full border">
        <div className="stat">
          {/* SPEC.md: 'My Total Amount: $' plus the total (0 when nothing is sold). */}
          {/* Wraps after the colon on a phone rather than overflowing; the amount stays whole. */}
          <h2 className="stat-value text-2xl whitespace-normal sm:text-3xl">
            {_('agent.totalAmount')}{' '}
            {total.isPending ? (
              <>
                <Skeleton className="inline-block h-7 w-24 align-middle" />
                <span className="sr-only">{_('agent.loading')}</span>
              </>
            ) : total.isError ? (
              <>
                <span aria-hidden="true">{currencySign()} —</span>
                <span className="sr-only">{_('agent.notAvailable')}</span>
              </>
            ) : (
              <span className="whitespace-nowrap tabular-nums">{formatMoney(total.data)}</span>
            )}
          </h2>
        </div>
      </div>
      {total.isError && <ErrorState error={total.error} onRetry={() => void total.refetch()} />}
      <QueryTable
        query={sales}
        caption={_('agent.soldCaption')}
        columns={saleColumns(_)}
        rowKey={(sale) => sale._id}
        emptyTitle={_('agent.soldEmpty')}
        emptyHint={<p>{_('agent.soldEmptyHint')}</p>}
      />
    </section>
  );
}
