import { toast } from 'react-toastify/unstyled';
import { messages, moderationTexts } from '@elite/shared/messages';
import type { Property } from '@elite/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { Decision } from '../../../components/ui/decision-buttons';
import { i18n, translateShared, useLingui } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/api-client';
import { useConfirm } from '../../../lib/use-confirm';
import { usePendingVariables } from '../../../lib/use-pending-variables';
import { moderatePropertyKey, useModerateProperty } from '../api/moderate-property';
import type { ModerationStatus, ModerationVariables } from '../api/moderate-property';

/** The decisions' buttons; each label is read in the current locale when shown. */
export const moderationDecisions: Decision<ModerationStatus>[] = [
  {
    value: 'verified',
    get label() {
      return i18n._('admin.verify');
    },
    className: 'btn-success',
  },
  {
    value: 'rejected',
    get label() {
      return i18n._('admin.reject');
    },
    className: 'btn-error btn-outline',
  },
];

/** SPEC.md section 8: a rejection's toast is error-styled. */
const moderationToasts: Record<ModerationStatus, () => void> = {
  verified: () => toast.success(translateShared(messages.propertyVerified)),
  rejected: () => toast.error(translateShared(messages.propertyRejected)),
};

const dialogs: Record<
  ModerationStatus,
  { label: () => string; question: (title: string) => string; className: string; body: string }
> = {
  verified: {
    label: () => i18n._('admin.verify'),
    question: (title) => i18n._('admin.verifyQuestion', { title }),
    className: 'btn-success',
    body: moderationTexts.verifyBody,
  },
  rejected: {
    label: () => i18n._('admin.reject'),
    question: (title) => i18n._('admin.rejectQuestion', { title }),
    className: 'btn-error',
    body: moderationTexts.rejectBody,
  },
};

type Listing = Pick<Property, '_id' | 'property_title'>;

/**
 * Verifying or rejecting a pending listing (admin), from Manage Properties or the listing's own
 * page: each asks first, as both are final (SPEC.md section 4). `ask` opens the question,
 * `pendingFor` says which decision on a listing is in flight, `element` is the dialog.
 */
export function useModeration() {
  useLingui();
  const moderate = useModerateProperty({
    onSuccess: (_data, { status }) => moderationToasts[status](),
    onError: (error) => toast.error(translateShared(errorMessage(error))),
  });
  const moderating = usePendingVariables<ModerationVariables>(moderatePropertyKey);
  const decision = useConfirm(
    ({ property, status }: { property: Listing; status: ModerationStatus }) =>
      moderate.mutate({ id: property._id, status }),
  );
  const asking = decision.asking;
  const dialog = asking && dialogs[asking.status];

  return {
    ask: (property: Listing, status: ModerationStatus) => decision.ask({ property, status }),
    pendingFor: (id: string) => moderating.find((variables) => variables.id === id)?.status ?? null,
    element: (
      <ConfirmDialog
        title={asking && dialogs[asking.status].question(asking.property.property_title)}
        confirmLabel={dialog ? dialog.label() : ''}
        confirmClassName={dialog?.className}
        onConfirm={decision.confirm}
        onCancel={decision.cancel}
      >
        {dialog && <p>{translateShared(dialog.body)}</p>}
      </ConfirmDialog>
    ),
  };
}
