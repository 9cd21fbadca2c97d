import { useMemo } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import type { Agency, UserRecord } from '@elite/shared';
import type { Column } from '../../../components/ui/data-table';
import { QueryTable } from '../../../components/ui/query-table';
import { Spinner } from '../../../components/ui/spinner';
import { TableSkeleton } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api-client';
import { i18n, translateShared, useLingui } from '../../../lib/i18n';
import { usePendingVariables } from '../../../lib/use-pending-variables';
import { assignAgencyKey, useAssignAgency, type AgencyAssignment } from '../api/assign-agency';
import { allUsersQueryOptions } from '../api/get-all-users';

const agentsOnly = (users: UserRecord[]) => users.filter((user) => user.role === 'agent');

/** The value of "No agency" in an agent's select. */
const NONE = '';

/**
 * Every agent with the agency they are in, which the admin changes from a select on their row
 * (PATCH /api/user/{id}/agency): one agency at most, or none.
 */
export function AgencyAgentsTable({ agencies }: { agencies: UseQueryResult<Agency[]> }) {
  const { _ } = useLingui();
  const users = useQuery({ ...allUsersQueryOptions, select: agentsOnly });
  const assign = useAssignAgency({
    onSuccess: (_data, { userId, agencyId }) => {
      const name = users.data?.find((user) => user._id === userId)?.name ?? '';
      const agency = agencies.data?.find((one) => one._id === agencyId)?.name;
      toast.success(
        agency === undefined
          ? i18n._('agencies-admin.agentRemoved', { name })
          : i18n._('agencies-admin.agentMoved', { name, agency }),
      );
    },
    onError: (error) => toast.error(translateShared(errorMessage(error))),
  });
  const assigning = usePendingVariables<AgencyAssignment>(assignAgencyKey);

  // The agency each agent is in, as the agencies list them.
  const agencyOf = useMemo(() => {
    const map = new Map<string, string>();
    for (const agency of agencies.data ?? []) {
      for (const agent of agency.agents) map.set(agent._id, agency._id);
    }
    return map;
  }, [agencies.data]);

  const columns: Column<UserRecord>[] = [
    { header: _('agencies-admin.agent'), cell: (user) => user.name, className: 'font-semibold' },
    {
      header: _('agencies-admin.agentEmail'),
      cell: (user) => <span dir="ltr">{user.email}</span>,
      className: 'min-w-48 break-all',
    },
    {
      header: _('agencies-admin.agency'),
      className: 'min-w-56',
      cell: (user) => {
        const pending = assigning.find((one) => one.userId === user._id);
        const current = pending ? (pending.agencyId ?? NONE) : (agencyOf.get(user._id) ?? NONE);
        return (
          <div className="flex items-center gap-2">
            <select
              className="select select-sm w-full max-w-xs"
              aria-label={_('agencies-admin.agencyOf', { name: user.name })}
              value={current}
              disabled={pending !== undefined}
              onChange={(event) =>
                assign.mutate({ userId: user._id, agencyId: event.target.value || null })
              }
            >
              <option value={NONE}>{_('agencies-admin.noAgency')}</option>
              {agencies.data?.map((agency) => (
                <option key={agency._id} value={agency._id}>
                  {agency.name}
                </option>
              ))}
            </select>
            {pending && <Spinner size="xs" />}
          </div>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="agency-agents-title" className="flex flex-col gap-3">
      <h2 id="agency-agents-title" className="text-2xl font-bold">
        {_('agencies-admin.agentsTitle')}
      </h2>
      {/* The agencies' own failure is shown above, with their table. */}
      {agencies.isError ? null : agencies.isPending ? (
        <TableSkeleton label={_('agencies-admin.loadingAgents')} />
      ) : (
        <QueryTable
          query={users}
          caption={_('agencies-admin.agentsCaption')}
          columns={columns}
          rowKey={(user) => user._id}
          emptyTitle={_('agencies-admin.agentsEmpty')}
        />
      )}
    </section>
  );
}
