import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { messages } from '@elite/shared/messages';
import type { AgentReviewModeration } from '@elite/shared';
import { ActionButton } from '../../../components/ui/action-button';
import { Avatar } from '../../../components/ui/avatar';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { Column } from '../../../components/ui/data-table';
import { LocalDate } from '../../../components/ui/local-date';
import { Pagination } from '../../../components/ui/pagination';
import { QueryTable } from '../../../components/ui/query-table';
import { RatingStars } from '../../../components/ui/rating-stars';
import { errorMessage } from '../../../lib/api-client';
import { translateShared, useLingui } from '../../../lib/i18n';
import { usePendingVariables } from '../../../lib/use-pending-variables';
import { useTablePage } from '../../../lib/use-table-page';
import { deleteAgentReviewKey, useDeleteAgentReview } from '../api/delete-agent-review';
import { allAgentReviewsQueryOptions } from '../api/get-all-agent-reviews';

/** Manage Reviews' second list (admin): every review of an agent, each of which can be deleted. */
export function AgentReviewsSection() {
  const { _ } = useLingui();
  // Read whole, shown a page at a time; its pager has its own address parameter.
  const table = useTablePage(
    useQuery(allAgentReviewsQueryOptions).data?.length,
    undefined,
    'agentReviewsPage',
  );
  const reviews = useQuery({ ...allAgentReviewsQueryOptions, select: table.rowsOf });
  const deleteReview = useDeleteAgentReview({
    onSuccess: () => toast.success(translateShared(messages.reviewDeleted)),
    onError: (error) => toast.error(translateShared(errorMessage(error))),
  });
  const deleting = usePendingVariables<string>(deleteAgentReviewKey);
  const [toDelete, setToDelete] = useState<AgentReviewModeration | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    setToDelete(null);
    deleteReview.mutate(toDelete._id);
  };

  const columns: Column<AgentReviewModeration>[] = [
    table.numberColumn,
    {
      header: _('admin.reviewer'),
      cell: (review) => (
        <div className="flex items-center gap-3">
          <Avatar
            name={review.reviewer_name}
            photoURL={review.reviewer_image}
            className="size-10"
          />
          <div>
            <p className="font-semibold">{review.reviewer_name}</p>
            <p dir="ltr" className="text-base-content/70 text-xs break-all">
              {review.reviewer_email}
            </p>
          </div>
        </div>
      ),
      className: 'min-w-56',
    },
    { header: _('admin.agent'), cell: (review) => review.agent_name, className: 'min-w-32' },
    {
      header: _('admin.rating'),
      cell: (review) => <RatingStars rating={review.rating} className="whitespace-nowrap" />,
    },
    {
      header: _('admin.comment'),
      cell: (review) => (
        <p dir="auto" className="whitespace-pre-line">
          {review.comment}
        </p>
      ),
      className: 'min-w-64 max-w-md',
    },
    {
      header: _('admin.date'),
      cell: (review) => <LocalDate value={review.review_time} />,
      className: 'whitespace-nowrap',
    },
    {
      header: _('admin.delete'),
      cell: (review) => (
        <ActionButton
          subject={_('admin.agentReviewSubject', {
            name: review.reviewer_name,
            agent: review.agent_name,
          })}
          className="btn-error btn-outline"
          pending={deleting.includes(review._id)}
          onClick={() => setToDelete(review)}
        >
          {_('admin.delete')}
        </ActionButton>
      ),
    },
  ];

  return (
    <section aria-labelledby="agent-reviews-heading" className="flex flex-col gap-6">
      <h2 id="agent-reviews-heading" className="text-2xl font-bold">
        {_('admin.agentReviews')}
      </h2>
      <QueryTable
        query={reviews}
        caption={_('admin.agentReviewsCaption')}
        columns={columns}
        rowKey={(review) => review._id}
        emptyTitle={_('admin.agentReviewsEmpty')}
        emptyHint={<p>{_('admin.agentReviewsEmptyHint')}</p>}
      />
      <Pagination
        page={table.page}
        totalPages={table.totalPages}
        hrefFor={table.hrefFor}
        label={_('admin.agentReviewsPages')}
      />
      <ConfirmDialog
        title={
          toDelete &&
          _('admin.deleteAgentReviewTitle', {
            name: toDelete.reviewer_name,
            agent: toDelete.agent_name,
          })
        }
        confirmLabel={_('admin.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && (
          <blockquote className="border-base-300 border-s-4 ps-3 italic">
            {toDelete.comment}
          </blockquote>
        )}
      </ConfirmDialog>
    </section>
  );
}
