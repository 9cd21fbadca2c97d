import { moderationTexts } from '@elite/shared/messages';
import type { Property } from '@elite/shared';
import { DecisionButtons } from '../../../components/ui/decision-buttons';
import { useAuth } from '../../../lib/auth';
import { translateShared } from '../../../lib/i18n';
import { useUserRole } from '../../../lib/auth-api/get-user-role';
import { moderationDecisions, useModeration } from '../../admin';

/**
 * On a pending listing's page, for an admin: the review's Verify and Reject (each asks first),
 * above the whole listing they judge. Others who may see a pending listing (its agent) get nothing.
 */
export function PendingReview({ property }: { property: Property }) {
  const { user } = useAuth();
  const role = useUserRole(user?.email);
  const moderation = useModeration();
  if (role.data?.role !== 'admin' || property.status !== 'pending') return null;
  return (
    <section
      aria-labelledby="pending-review"
      className="alert alert-info alert-soft flex flex-col items-start gap-3 sm:flex-row sm:items-center"
    >
      <div className="flex-1">
        <h2 id="pending-review" className="font-bold">
          {translateShared(moderationTexts.pendingTitle)}
        </h2>
        <p>{translateShared(moderationTexts.pendingHint)}</p>
      </div>
      <DecisionButtons
        subject={property.property_title}
        decisions={moderationDecisions}
        pending={moderation.pendingFor(property._id)}
        onDecide={(status) => moderation.ask(property, status)}
      />
      {moderation.element}
    </section>
  );
}
