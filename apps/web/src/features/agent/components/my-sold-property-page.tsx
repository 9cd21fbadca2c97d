import { formatMoney } from '@elite/shared/money';
import type { Sale } from '@elite/shared';
import type { Column } from '../../../components/ui/data-table';
import { Price } from '../../../components/ui/price';
import { propertyColumns } from '../../../components/ui/property-columns';
import { QueryTable } from '../../../components/ui/query-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSoldProperties } from '../api/get-sold-properties';
import { useTotalAmount } from '../api/get-total-amount';
import { useAgent } from './use-agent';

const columns: Column<Sale>[] = [
  propertyColumns.number,
  propertyColumns.title((sale: Sale) => sale.propertyId),
  propertyColumns.location,
  { header: 'Buyer name', cell: (sale) => sale.buyer_name, className: 'min-w-32' },
  { header: 'Buyer email', cell: (sale) => sale.buyer_email, className: 'min-w-48 break-all' },
  {
    header: 'Sold price',
    cell: (sale) => <Price amount={sale.offered_price} />,
    className: 'whitespace-nowrap',
  },
  {
    // Above the card cap the buyer's card paid a reservation deposit; the rest is settled with
    // the agent.
    header: 'Paid by card',
    cell: (sale) => (
      <>
        <Price amount={sale.amount_paid} />
        {sale.amount_paid < sale.offered_price && (
          <span className="text-base-content/80 block text-xs">deposit</span>
        )}
      </>
    ),
    className: 'whitespace-nowrap',
  },
];

/** My Sold Property (agent): the total amount sold, then each sale. */
export function MySoldPropertyPage() {
  useDocumentTitle('My Sold Property');
  const agent = useAgent();
  const total = useTotalAmount(agent.email);
  const sales = useSoldProperties(agent.email);

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">My Sold Property</h1>
      <div className="stats border-base-300 bg-base-100 w-fit max-w-full border">
        <div className="stat">
          {/* SPEC.md: 'My Total Amount: $' plus the total (0 when nothing is sold). */}
          {/* Wraps after the colon on a phone rather than overflowing; the amount stays whole. */}
          <h2 className="stat-value text-2xl whitespace-normal sm:text-3xl">
            My Total Amount:{' '}
            {total.isPending ? (
              <>
                <Skeleton className="inline-block h-7 w-24 align-middle" />
                <span className="sr-only">loading</span>
              </>
            ) : total.isError ? (
              <>
                <span aria-hidden="true">$ —</span>
                <span className="sr-only">not available</span>
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
        caption="My sold properties"
        columns={columns}
        rowKey={(sale) => sale._id}
        emptyTitle="Nothing sold yet"
        emptyHint={<p>When a buyer pays for an accepted offer, the sale appears here.</p>}
      />
    </section>
  );
}
