import { Suspense } from 'react';
import type { UserRole } from '@elite/shared';
import { lazyStaffPage } from '../../../app/lazy-page';
import { Avatar } from '../../../components/ui/avatar';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/states';
import { useAuth } from '../../../lib/auth';
import { useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUserRole } from '../../../lib/auth-api/get-user-role';
import { ChangePasswordForm, SignOutEverywhere, UnverifiedEmailNotice } from '../../auth';
import { PrivacySection } from './privacy-section';

/**
 * The dashboard's index and myProfile: photo, name, email, and the role when it is not 'user';
 * a word when the address is not confirmed yet; an agent's public profile (bio, phone, languages);
 * change password and sign out everywhere; download my data or delete my account.
 */
const roleNames: Record<UserRole, string> = {
  user: 'dashboard.roleUser',
  agent: 'dashboard.roleAgent',
  admin: 'dashboard.roleAdmin',
};

/** An agent's public profile form: its code and texts load only for agents. */
const AgentProfileForm = lazyStaffPage(
  () => import('./agent-profile-form'),
  (m) => m.AgentProfileForm,
);

export function ProfilePage() {
  const { _ } = useLingui();
  const { user } = useAuth();
  const role = useUserRole(user?.email);
  const title =
    role.data?.role === 'agent' ? _('dashboard.agentProfile') : _('dashboard.myProfile');
  useDocumentTitle(title);

  if (!user) return null;
  const name = user.displayName || user.email;

  return (
    <section className="flex flex-col gap-6">
      {role.isPending ? (
        <>
          <h1 className="sr-only">{_('dashboard.myProfile')}</h1>
          <Skeleton className="h-9 w-48" />
        </>
      ) : (
        <h1 className="text-3xl font-bold">{title}</h1>
      )}
      <UnverifiedEmailNotice />
      <div className="card border-base-300 bg-base-100 max-w-2xl border shadow-sm">
        <div className="card-body flex-col items-center gap-6 text-center sm:flex-row sm:text-start">
          <Avatar name={name} photoURL={user.photoURL} className="size-28 text-3xl" />
          <div className="flex min-w-0 flex-col gap-2">
            <p className="text-2xl font-bold break-words">{user.displayName}</p>
            <p className="text-base-content/80 break-all">{user.email}</p>
            <div className="min-h-6">
              {role.isPending ? (
                <div role="status">
                  <span className="sr-only">{_('dashboard.loadingRole')}</span>
                  <Skeleton className="h-6 w-20" />
                </div>
              ) : role.isError ? (
                <ErrorState error={role.error} onRetry={() => void role.refetch()} />
              ) : (
                role.data.role !== 'user' && (
                  <span className="badge badge-primary font-semibold capitalize">
                    {_(roleNames[role.data.role])}
                  </span>
                )
              )}
            </div>
          </div>
        </div>
      </div>
      {role.data?.role === 'agent' && (
        <Suspense fallback={<Skeleton className="h-96 w-full max-w-2xl" />}>
          <AgentProfileForm />
        </Suspense>
      )}
      <ChangePasswordForm />
      <SignOutEverywhere />
      <PrivacySection />
    </section>
  );
}
