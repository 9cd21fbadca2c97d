import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUserRole } from '../../auth/api/get-user-role';

/** The dashboard's landing page; the role menu and its screens come with their issues. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  const role = useUserRole(user?.email);

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold">Dashboard</h1>
      {user && (
        <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="font-semibold">Name</dt>
          <dd>{user.displayName}</dd>
          <dt className="font-semibold">Email</dt>
          <dd className="break-all">{user.email}</dd>
          <dt className="font-semibold">Role</dt>
          <dd>
            {role.isPending ? (
              <>
                <Skeleton className="h-5 w-20" />
                <span className="sr-only">Loading role…</span>
              </>
            ) : role.isError ? (
              <span className="text-error">{errorMessage(role.error)}</span>
            ) : (
              <span className="badge badge-primary">{role.data.role}</span>
            )}
          </dd>
        </dl>
      )}
    </section>
  );
}
