import { useSearchParams } from 'react-router';
import type { Property } from '@elite/shared';
import { messages } from '@elite/shared/messages';
import type { Column } from '../../../components/ui/data-table';
import { DecisionButtons } from '../../../components/ui/decision-buttons';
import { Pagination } from '../../../components/ui/pagination';
import { propertyColumns } from '../../../components/ui/property-columns';
import { QueryTable } from '../../../components/ui/query-table';
import { translateShared, useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAllPropertiesPage } from '../api/get-all-properties';
import { moderationDecisions, useModeration } from './moderation';

/**
 * Manage Properties (admin): every listing; pending ones are verified or rejected, each after a
 * question. A listing's title opens its whole page (photos, description, map) to review first.
 */
export function ManagePropertiesPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('admin.manageProperties'));
  const [params] = useSearchParams();
  const asked = Number(params.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const { rows: properties, totalPages } = useAllPropertiesPage(page);
  const moderation = useModeration();

  const columns: Column<Property>[] = [
    ...propertyColumns.listing,
    {
      header: _('admin.actions'),
      cell: (property) =>
        property.status === 'pending' && (
          <DecisionButtons
            subject={property.property_title}
            decisions={moderationDecisions}
            pending={moderation.pendingFor(property._id)}
            onDecide={(status) => moderation.ask(property, status)}
          />
        ),
    },
  ];

  // A pending listing verified before (listed_at set) is a change to a public one (decision 047).
  const changesWait = properties.data?.some((p) => p.status === 'pending' && p.listed_at !== null);

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{_('admin.manageProperties')}</h1>
      {changesWait && (
        <p role="note" className="alert alert-info max-w-3xl">
          {translateShared(messages.listingChangesToReview)}
        </p>
      )}
      <QueryTable
        query={properties}
        caption={_('admin.propertiesCaption')}
        columns={columns}
        rowKey={(property) => property._id}
        emptyTitle={_('admin.propertiesEmpty')}
        emptyHint={<p>{_('admin.propertiesEmptyHint')}</p>}
      />
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefFor={(to) => `?page=${to}`}
        label={_('admin.propertiesPages')}
      />
      {moderation.element}
    </section>
  );
}
