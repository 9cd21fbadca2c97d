import { toast } from 'react-toastify/unstyled';
import { conversationMessages, type ConversationSummary } from '@elite/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useLingui } from '../../../lib/i18n';
import { useConfirm } from '../../../lib/use-confirm';
import { useBlockBuyer } from '../api/block-buyer';
import { useReportConversation } from '../api/report-conversation';
import { conversationText } from '../lib/texts';

/**
 * A thread's buttons: Report (either party, asked first; "Reported" afterwards) and, for the
 * listing's agent, Block buyer or Unblock.
 */
export function ThreadActions({ conversation }: { conversation: ConversationSummary }) {
  const { _ } = useLingui();
  const report = useReportConversation(conversation._id);
  const block = useBlockBuyer(conversation._id);
  const toReport = useConfirm(() =>
    report.mutate(undefined, {
      onSuccess: () => toast.success(conversationText(conversationMessages.reported)),
      onError: (error) => toast.error(conversationText(errorMessage(error))),
    }),
  );
  const setBlocked = (blocked: boolean) =>
    block.mutate(blocked, {
      onSuccess: () =>
        toast.success(
          conversationText(
            blocked ? conversationMessages.buyerBlocked : conversationMessages.buyerUnblocked,
          ),
        ),
      onError: (error) => toast.error(conversationText(errorMessage(error))),
    });
  const reported = conversation.reported || report.isSuccess;

  return (
    <div className="flex flex-wrap gap-2">
      {!conversation.i_am_buyer && (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={block.isPending}
          onClick={() => setBlocked(!conversation.blocked)}
        >
          {block.isPending && <Spinner size="xs" />}
          {conversation.blocked ? _('messages.unblockBuyer') : _('messages.blockBuyer')}
        </button>
      )}
      {reported ? (
        <span className="badge badge-outline badge-warning h-8 font-semibold">
          {_('messages.reportedBadge')}
        </span>
      ) : (
        <button
          type="button"
          className="btn btn-outline btn-error btn-sm"
          disabled={report.isPending}
          onClick={() => toReport.ask(true)}
        >
          {report.isPending && <Spinner size="xs" />}
          {_('messages.report')}
        </button>
      )}
      <ConfirmDialog
        title={toReport.asking ? _('messages.reportTitle') : null}
        confirmLabel={_('messages.report')}
        onConfirm={toReport.confirm}
        onCancel={toReport.cancel}
      >
        <p>{_('messages.reportBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
