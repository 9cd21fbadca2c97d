import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { messages } from '@elite/shared/messages';
import type { UserRecord } from '@elite/shared';
import { ActionButton } from '../../../components/ui/action-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { Column } from '../../../components/ui/data-table';
import { propertyColumns } from '../../../components/ui/property-columns';
import { QueryTable } from '../../../components/ui/query-table';
import { errorMessage } from '../../../lib/api-client';
import { i18n, translateShared, useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePendingVariables } from '../../../lib/use-pending-variables';
import { changeUserRoleKey, useChangeUserRole } from '../api/change-user-role';
import type { RoleChangeVariables } from '../api/change-user-role';
import { deleteUserKey, useDeleteUser } from '../api/delete-user';
import { useAllUsers } from '../api/get-all-users';
import { markFraudKey, useMarkFraud } from '../api/mark-fraud';

const isFraud = (user: UserRecord) => user.status === 'fraud';

/** Which controls a row shows (SPEC.md section 2, Manage Users). */
const userActions = {
  makeAdmin: (user: UserRecord) => user.role !== 'admin' && !isFraud(user),
  fraudBadge: isFraud,
  makeAgent: (user: UserRecord) => user.role !== 'agent' && user.role !== 'admin',
  markFraud: (user: UserRecord) => user.role === 'agent' && !isFraud(user),
  delete: (user: UserRecord) => user.role !== 'admin',
};

const showError = (error: unknown) => toast.error(translateShared(errorMessage(error)));

const roleKeys: Record<UserRecord['role'], string> = {
  admin: 'admin.roleAdmin',
  agent: 'admin.roleAgent',
  user: 'admin.roleUser',
};

type Confirmation = { kind: 'delete' | 'fraud'; user: UserRecord };

/** Manage Users (admin): roles, fraud marks and deletions. */
export function ManageUsersPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('admin.manageUsers'));
  const users = useAllUsers();
  const changeRole = useChangeUserRole({
    onSuccess: () => toast.success(translateShared(messages.userRoleUpdated)),
    onError: showError,
  });
  const markFraud = useMarkFraud({
    onSuccess: (_data, email) =>
      toast.success(
        i18n._('admin.agentMarkedFraud', {
          name: users.data?.find((user) => user.email === email)?.name ?? email,
        }),
      ),
    onError: showError,
  });
  // SPEC.md section 8: the deletion's toast is error-styled.
  const deleteUser = useDeleteUser({
    onSuccess: () => toast.error(translateShared(messages.userDeleted)),
    onError: showError,
  });
  const changingRole = usePendingVariables<RoleChangeVariables>(changeUserRoleKey);
  const markingFraud = usePendingVariables<string>(markFraudKey);
  const deleting = usePendingVariables<string>(deleteUserKey);
  const [confirming, setConfirming] = useState<Confirmation | null>(null);

  const setRole = (user: UserRecord, role: RoleChangeVariables['role']) =>
    changeRole.mutate({ id: user._id, role });

  const confirm = () => {
    if (!confirming) return;
    const { kind, user } = confirming;
    setConfirming(null);
    if (kind === 'delete') deleteUser.mutate(user._id);
    else markFraud.mutate(user.email);
  };

  const columns: Column<UserRecord>[] = [
    propertyColumns.number,
    { header: _('admin.name'), cell: (user) => user.name, className: 'min-w-32 font-semibold' },
    {
      header: _('admin.email'),
      cell: (user) => <span dir="ltr">{user.email}</span>,
      className: 'min-w-48 break-all',
    },
    {
      header: _('admin.role'),
      cell: (user) => <span className="font-semibold">{_(roleKeys[user.role])}</span>,
    },
    {
      header: _('admin.actions'),
      className: 'min-w-56',
      cell: (user) => {
        // An admin's row has no controls: no empty Actions line on its card.
        if (!Object.values(userActions).some((shows) => shows(user))) return null;
        const pendingRole = changingRole.find(({ id }) => id === user._id)?.role;
        const pendingFraud = markingFraud.includes(user.email);
        const pendingDelete = deleting.includes(user._id);
        const busy = pendingRole !== undefined || pendingFraud || pendingDelete;
        return (
          <div className="flex flex-wrap items-center gap-2">
            {userActions.makeAdmin(user) && (
              <ActionButton
                subject={user.name}
                pending={pendingRole === 'admin'}
                disabled={busy}
                onClick={() => setRole(user, 'admin')}
              >
                {_('admin.makeAdmin')}
              </ActionButton>
            )}
            {userActions.fraudBadge(user) && (
              <span className="badge badge-error font-bold">{_('admin.fraud')}</span>
            )}
            {userActions.makeAgent(user) && (
              <ActionButton
                subject={user.name}
                className="btn-secondary"
                pending={pendingRole === 'agent'}
                disabled={busy}
                onClick={() => setRole(user, 'agent')}
              >
                {_('admin.makeAgent')}
              </ActionButton>
            )}
            {userActions.markFraud(user) && (
              <ActionButton
                subject={user.name}
                className="btn-warning"
                pending={pendingFraud}
                disabled={busy}
                onClick={() => setConfirming({ kind: 'fraud', user })}
              >
                {_('admin.markFraud')}
              </ActionButton>
            )}
            {userActions.delete(user) && (
              <ActionButton
                subject={user.name}
                className="btn-error btn-outline"
                pending={pendingDelete}
                disabled={busy}
                onClick={() => setConfirming({ kind: 'delete', user })}
              >
                {_('admin.delete')}
              </ActionButton>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{_('admin.manageUsers')}</h1>
      <QueryTable
        query={users}
        caption={_('admin.usersCaption')}
        columns={columns}
        rowKey={(user) => user._id}
        emptyTitle={_('admin.usersEmpty')}
      />
      <ConfirmDialog
        title={
          confirming &&
          (confirming.kind === 'delete'
            ? _('admin.deleteUserTitle', { name: confirming.user.name })
            : _('admin.markFraudTitle', { name: confirming.user.name }))
        }
        confirmLabel={confirming?.kind === 'fraud' ? _('admin.markFraud') : _('admin.delete')}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        {confirming?.kind === 'fraud' ? (
          <p>{_('admin.markFraudBody')}</p>
        ) : (
          <p>{_('admin.deleteUserBody')}</p>
        )}
      </ConfirmDialog>
    </section>
  );
}
