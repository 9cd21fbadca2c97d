import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify/unstyled';
import {
  apiClientBodySchema,
  MAX_API_CLIENT_NAME,
  type ApiClient,
  type ApiClientCreated,
} from '@elite/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { LocalDate } from '../../../components/ui/local-date';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState, TableSkeleton } from '../../../components/ui/states';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useApiClients, useCreateApiClient, useRevokeApiClient } from '../api/api-clients';

/** The new client's credentials, shown once, with a button to copy the secret. */
function NewSecret({ created, onDone }: { created: ApiClientCreated; onDone: () => void }) {
  const { _ } = useLingui();
  const copy = () =>
    navigator.clipboard.writeText(created.client_secret).then(
      () => void toast.success(_('api-clients-admin.copied')),
      () => void toast.error(_('api-clients-admin.copyFailed')),
    );
  return (
    <div role="alert" className="alert alert-warning flex flex-col items-stretch gap-3">
      <p className="font-semibold">{_('api-clients-admin.secretWarning')}</p>
      <TextField
        label={_('api-clients-admin.clientId')}
        value={created.client_id}
        readOnly
        dir="ltr"
      />
      <TextField
        label={_('api-clients-admin.clientSecret')}
        value={created.client_secret}
        readOnly
        dir="ltr"
        className="font-mono"
      />
      <div className="flex gap-2">
        <button type="button" className="btn btn-sm" onClick={() => void copy()}>
          {_('api-clients-admin.copy')}
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={onDone}>
          {_('api-clients-admin.done')}
        </button>
      </div>
    </div>
  );
}

function CreateForm({ onCreated }: { onCreated: (created: ApiClientCreated) => void }) {
  const { _ } = useLingui();
  const create = useCreateApiClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(apiClientBodySchema), defaultValues: { name: '' } });
  const onSubmit = handleSubmit(({ name }) =>
    create.mutateAsync(name).then(
      (created) => {
        reset();
        onCreated(created);
      },
      (error: unknown) => void toast.error(errorMessage(error)),
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="grow">
        <TextField
          label={_('api-clients-admin.name')}
          hint={_('api-clients-admin.nameHint')}
          maxLength={MAX_API_CLIENT_NAME}
          aria-required="true"
          error={errors.name && _('api-clients-admin.nameRequired', { max: MAX_API_CLIENT_NAME })}
          {...register('name')}
        />
      </div>
      <SubmitButton pending={create.isPending}>{_('api-clients-admin.create')}</SubmitButton>
    </form>
  );
}

function ClientRows({
  clients,
  revoking,
  onRevoke,
}: {
  clients: ApiClient[];
  /** The client whose revocation is on its way, if any: its button waits. */
  revoking: string | undefined;
  onRevoke: (c: ApiClient) => void;
}) {
  const { _ } = useLingui();
  const columns: Column<ApiClient>[] = [
    {
      header: _('api-clients-admin.name'),
      cell: (client) => <span dir="auto">{client.name}</span>,
    },
    {
      header: _('api-clients-admin.createdAt'),
      cell: (client) => <LocalDate value={client.createdAt} />,
    },
    {
      header: _('api-clients-admin.status'),
      cell: (client) =>
        client.revokedAt ? (
          <span className="badge badge-ghost">{_('api-clients-admin.revoked')}</span>
        ) : (
          <span className="badge badge-success">{_('api-clients-admin.active')}</span>
        ),
    },
    {
      header: _('api-clients-admin.actions'),
      cell: (client) =>
        !client.revokedAt && (
          <button
            type="button"
            className="btn btn-sm btn-error btn-outline"
            aria-label={_('api-clients-admin.revokeNamed', { name: client.name })}
            disabled={revoking === client._id}
            aria-busy={revoking === client._id}
            onClick={() => onRevoke(client)}
          >
            {revoking === client._id && <Spinner size="xs" />}
            {_('api-clients-admin.revoke')}
          </button>
        ),
    },
  ];
  return (
    <DataTable
      caption={_('api-clients-admin.caption')}
      columns={columns}
      rows={clients}
      rowKey={(client) => client._id}
    />
  );
}

/**
 * API Clients (admin, CONTRACT.md section 15): the RESO Web API's OAuth2 clients. Creating one
 * shows its secret once; revoking one stops its tokens at once.
 */
export function ApiClientsPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('api-clients-admin.title'));
  const clients = useApiClients();
  const revoke = useRevokeApiClient();
  const [created, setCreated] = useState<ApiClientCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiClient | null>(null);
  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{_('api-clients-admin.title')}</h1>
      <p className="text-base-content/80">{_('api-clients-admin.intro')}</p>
      {created ? (
        <NewSecret created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateForm onCreated={setCreated} />
      )}
      {clients.isPending ? (
        <TableSkeleton rows={3} label={_('api-clients-admin.loading')} />
      ) : clients.isError ? (
        <ErrorState error={clients.error} onRetry={() => void clients.refetch()} />
      ) : clients.data.length === 0 ? (
        <EmptyState title={_('api-clients-admin.empty')}>
          <p>{_('api-clients-admin.emptyHint')}</p>
        </EmptyState>
      ) : (
        <ClientRows
          clients={clients.data}
          revoking={revoke.isPending ? revoke.variables : undefined}
          onRevoke={setRevoking}
        />
      )}
      <ConfirmDialog
        title={revoking && _('api-clients-admin.revokeTitle', { name: revoking.name })}
        confirmLabel={_('api-clients-admin.revoke')}
        onConfirm={() => {
          if (revoking) {
            revoke.mutateAsync(revoking._id).then(
              () => void toast.success(_('api-clients-admin.revokedToast')),
              (error: unknown) => void toast.error(errorMessage(error)),
            );
          }
          setRevoking(null);
        }}
        onCancel={() => setRevoking(null)}
      >
        <p>{_('api-clients-admin.revokeBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
