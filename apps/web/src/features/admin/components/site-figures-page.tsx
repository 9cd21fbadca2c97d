import { useMemo } from 'react';
import { formatMoney } from '@elite/shared/money';
import type { FigureColumn } from '../../../components/figures/figures-table';
import { FiguresView } from '../../../components/figures/figures-view';
import {
  FigureRangeChoice,
  rangeDates,
  useFigureRange,
} from '../../../components/figures/figures-range';
import { useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { SiteFiguresDay } from '@elite/shared';
import { useSiteFigures } from '../api/get-site-figures';

/**
 * Site figures (admin, CONTRACT.md section 14): new listings, new accounts, searches, offers and
 * sales a day over the last 7, 30 or 90 days, and what the sales came to. The chart draws the
 * counts; the amounts, on another scale, are in the table and the totals.
 */
export function SiteFiguresPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('figures.siteFigures'));
  const [days, setDays] = useFigureRange();
  const range = useMemo(() => rangeDates(days), [days]);
  const figures = useSiteFigures(range);

  const counts: FigureColumn<SiteFiguresDay>[] = [
    { key: 'new_listings', header: _('figures.newListings'), value: (day) => day.new_listings },
    { key: 'new_users', header: _('figures.newUsers'), value: (day) => day.new_users },
    { key: 'searches', header: _('figures.searches'), value: (day) => day.searches },
    { key: 'offers', header: _('figures.offers'), value: (day) => day.offers },
    { key: 'sales', header: _('figures.sales'), value: (day) => day.sales },
  ];
  const columns: FigureColumn<SiteFiguresDay>[] = [
    ...counts,
    {
      key: 'sales_amount',
      header: _('figures.salesAmount'),
      value: (day) => day.sales_amount,
      format: (amount) => formatMoney(amount),
    },
  ];

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{_('figures.siteFigures')}</h1>
      <FigureRangeChoice value={days} onChange={setDays} />
      <FiguresView
        query={figures}
        columns={columns}
        charted={counts}
        chartTitle={_('figures.siteChartTitle', { days })}
        caption={_('figures.siteTableCaption', { days })}
      />
    </section>
  );
}
