import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { Agency } from '@elite/shared';
import { ActionButton } from '../../../components/ui/action-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { Column } from '../../../components/ui/data-table';
import { QueryTable } from '../../../components/ui/query-table';
import { errorMessage } from '../../../lib/api-client';
import { i18n, intlLocale, translateShared, useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePendingVariables } from '../../../lib/use-pending-variables';
import { deleteAgencyKey, useDeleteAgency } from '../api/delete-agency';
import { useAgencies } from '../api/get-agencies';
import { AgencyAgentsTable } from './agency-agents-table';
import { AgencyFormDialog } from './agency-form-dialog';

/** The dialog open: adding an agency (`null`) or changing one. */
type Editing = { agency: Agency | null } | null;

/** An agency's contact details, one a line; links for its e-mail and website. */
function AgencyContact({ agency }: { agency: Agency }) {
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      {agency.address && <span>{agency.address}</span>}
      {agency.phone && <span dir="ltr">{agency.phone}</span>}
      {agency.email && (
        <a className="link break-all" href={`mailto:${agency.email}`} dir="ltr">
          {agency.email}
        </a>
      )}
      {agency.website && (
        <a className="link break-all" href={agency.website} rel="noopener noreferrer" dir="ltr">
          {agency.website}
        </a>
      )}
    </div>
  );
}

/**
 * Agencies (admin, CONTRACT.md section 14): the agencies with their contact details, agents and
 * listings; add, change or delete one (its agents stay, in no agency), and put each agent in an
 * agency or in none.
 */
export function ManageAgenciesPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('agencies-admin.title'));
  const agencies = useAgencies();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Agency | null>(null);
  const deleteAgency = useDeleteAgency({
    onSuccess: (_data, id) =>
      toast.success(
        i18n._('agencies-admin.deleted', {
          name: agencies.data?.find((agency) => agency._id === id)?.name ?? '',
        }),
      ),
    onError: (error) => toast.error(translateShared(errorMessage(error))),
  });
  const pendingDeletes = usePendingVariables<string>(deleteAgencyKey);
  const count = new Intl.NumberFormat(intlLocale());

  const columns: Column<Agency>[] = [
    {
      header: _('agencies-admin.name'),
      className: 'min-w-40',
      cell: (agency) => (
        <div className="flex items-center gap-3">
          {agency.logo && (
            <img
              src={agency.logo}
              alt=""
              className="rounded-box size-10 shrink-0 object-contain"
              loading="lazy"
            />
          )}
          <span className="font-semibold">{agency.name}</span>
        </div>
      ),
    },
    {
      header: _('agencies-admin.contact'),
      className: 'min-w-48',
      cell: (agency) => <AgencyContact agency={agency} />,
    },
    {
      header: _('agencies-admin.agents'),
      cell: (agency) =>
        agency.agents.length === 0
          ? _('agencies-admin.noAgents')
          : agency.agents.map((agent) => agent.name).join(', '),
    },
    {
      header: _('agencies-admin.listings'),
      cell: (agency) => <span className="tabular-nums">{count.format(agency.listings_count)}</span>,
    },
    {
      header: _('agencies-admin.actions'),
      cell: (agency) => {
        const pending = pendingDeletes.includes(agency._id);
        return (
          <div className="flex flex-wrap items-center gap-2">
            <ActionButton
              subject={agency.name}
              className="btn-secondary"
              disabled={pending}
              onClick={() => setEditing({ agency })}
            >
              {_('agencies-admin.edit')}
            </ActionButton>
            <ActionButton
              subject={agency.name}
              className="btn-error btn-outline"
              pending={pending}
              onClick={() => setDeleting(agency)}
            >
              {_('agencies-admin.delete')}
            </ActionButton>
          </div>
        );
      },
    },
  ];

  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{_('agencies-admin.title')}</h1>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setEditing({ agency: null })}
        >
          {_('agencies-admin.add')}
        </button>
      </div>
      <QueryTable
        query={agencies}
        caption={_('agencies-admin.caption')}
        columns={columns}
        rowKey={(agency) => agency._id}
        emptyTitle={_('agencies-admin.empty')}
        emptyHint={_('agencies-admin.emptyHint')}
      />
      <AgencyAgentsTable agencies={agencies} />
      <AgencyFormDialog
        agency={editing?.agency ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        title={deleting && _('agencies-admin.deleteTitle', { name: deleting.name })}
        confirmLabel={_('agencies-admin.delete')}
        onConfirm={() => {
          if (deleting) deleteAgency.mutate(deleting._id);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        <p>{_('agencies-admin.deleteBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
