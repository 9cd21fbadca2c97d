import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { messages } from '@elite/shared/messages';
import type { Review } from '@elite/shared';
import { ActionButton } from '../../../components/ui/action-button';
import { Avatar } from '../../../components/ui/avatar';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { Column } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { QueryTable } from '../../../components/ui/query-table';
import { errorMessage } from '../../../lib/api-client';
import { translateShared, useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePendingVariables } from '../../../lib/use-pending-variables';
import { useTablePage } from '../../../lib/use-table-page';
import { deleteReviewKey, useDeleteReview } from '../api/delete-review';
import { allReviewsQueryOptions } from '../api/get-all-reviews';
import { AgentReviewsSection } from './agent-reviews-section';

/** Manage Reviews (admin): every review of a listing, then of an agent; each can be deleted. */
export function ManageReviewsPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('admin.manageReviews'));
  // Read whole, shown a page at a time.
  const table = useTablePage(useQuery(allReviewsQueryOptions).data?.length);
  const reviews = useQuery({ ...allReviewsQueryOptions, select: table.rowsOf });
  const deleteReview = useDeleteReview({
    onSuccess: () => toast.success(translateShared(messages.reviewDeleted)),
    onError: (error) => toast.error(translateShared(errorMessage(error))),
  });
  const deleting = usePendingVariables<string>(deleteReviewKey);
  const [toDelete, setToDelete] = useState<Review | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    setToDelete(null);
    deleteReview.mutate(toDelete._id);
  };

  const columns: Column<Review>[] = [
    table.numberColumn,
    {
      header: _('admin.reviewerImage'),
      cell: (review) => (
        <Avatar name={review.reviewer_name} photoURL={review.reviewer_image} className="size-10" />
      ),
    },
    {
      header: _('admin.name'),
      cell: (review) => review.reviewer_name,
      className: 'min-w-32 font-semibold',
    },
    {
      header: _('admin.email'),
      cell: (review) => <span dir="ltr">{review.reviewer_email}</span>,
      className: 'min-w-48 break-all',
    },
    {
      header: _('admin.description'),
      cell: (review) => (
        <>
          <p dir="auto" className="whitespace-pre-line">
            {review.review_description}
          </p>
          <p className="text-base-content/70 mt-1 text-xs">
            {_('admin.reviewOn', { title: review.property_title })}
          </p>
        </>
      ),
      className: 'min-w-64 max-w-md',
    },
    {
      header: _('admin.delete'),
      cell: (review) => (
        <ActionButton
          subject={_('admin.reviewSubject', { name: review.reviewer_name })}
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
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{_('admin.manageReviews')}</h1>
      <QueryTable
        query={reviews}
        caption={_('admin.reviewsCaption')}
        columns={columns}
        rowKey={(review) => review._id}
        emptyTitle={_('admin.reviewsEmpty')}
        emptyHint={<p>{_('admin.reviewsEmptyHint')}</p>}
      />
      <Pagination
        page={table.page}
        totalPages={table.totalPages}
        hrefFor={table.hrefFor}
        label={_('admin.reviewsPages')}
      />
      <AgentReviewsSection />
      <ConfirmDialog
        title={toDelete && _('admin.deleteReviewTitle', { name: toDelete.reviewer_name })}
        confirmLabel={_('admin.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && (
          <blockquote className="border-base-300 border-s-4 ps-3 italic">
            {toDelete.review_description}
          </blockquote>
        )}
      </ConfirmDialog>
    </section>
  );
}
