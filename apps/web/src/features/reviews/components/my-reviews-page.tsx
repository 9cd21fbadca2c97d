import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { messages } from '@elite/shared/messages';
import type { Review } from '@elite/shared';
import { ActionButton } from '../../../components/ui/action-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { Column } from '../../../components/ui/data-table';
import { LocalDate } from '../../../components/ui/local-date';
import { Pagination } from '../../../components/ui/pagination';
import { propertyColumns } from '../../../components/ui/property-columns';
import { QueryTable } from '../../../components/ui/query-table';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useLingui } from '../../../lib/i18n';
import { fillSlots, slot } from '../../../components/ui/rich-text';
import { useConfirm } from '../../../lib/use-confirm';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePendingVariables } from '../../../lib/use-pending-variables';
import { useTablePage } from '../../../lib/use-table-page';
import { deleteMyReviewKey, useDeleteMyReview } from '../api/delete-my-review';
import { myReviewsQueryOptions } from '../api/get-my-reviews';
import { reviewText } from '../lib/texts';

/** myReview: the reviews the signed-in user wrote, each with Delete (which asks first). */
export function MyReviewsPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('reviews.myReviews'));
  const { user } = useAuth();
  // Read whole, shown a page at a time.
  const options = myReviewsQueryOptions(user?.email ?? '');
  const table = useTablePage(useQuery(options).data?.length);
  const reviews = useQuery({ ...options, select: table.rowsOf });
  const deleteReview = useDeleteMyReview({
    onSuccess: () => toast.success(reviewText(messages.reviewDeleted)),
    onError: (error) => toast.error(reviewText(errorMessage(error))),
  });
  const deleting = usePendingVariables<string>(deleteMyReviewKey);
  const toDelete = useConfirm((review: Review) => deleteReview.mutate(review._id));

  const columns: Column<Review>[] = [
    table.numberColumn,
    propertyColumns.title((review: Review) => review.property_id),
    propertyColumns.agentName,
    {
      header: _('reviews.columnTime'),
      cell: (review) => <LocalDate value={review.review_time} withTime />,
      className: 'min-w-36',
    },
    {
      header: _('reviews.columnDescription'),
      cell: (review) => <span dir="auto">{review.review_description}</span>,
      className: 'min-w-64 max-w-md break-words whitespace-pre-line',
    },
    {
      header: _('reviews.columnDelete'),
      cell: (review) => (
        <ActionButton
          subject={_('reviews.deleteSubject', { title: review.property_title })}
          pending={deleting.includes(review._id)}
          className="btn-error btn-outline"
          onClick={() => toDelete.ask(review)}
        >
          {_('reviews.delete')}
        </ActionButton>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{_('reviews.myReviews')}</h1>
      <QueryTable
        query={reviews}
        caption={_('reviews.caption')}
        columns={columns}
        rowKey={(review) => review._id}
        emptyTitle={_('reviews.emptyTitle')}
        emptyHint={
          <p>
            {fillSlots(_('reviews.emptyHint', { link: slot('link') }), {
              link: (
                <Link to="/allProperty" className="link link-primary">
                  {_('nav.allProperty')}
                </Link>
              ),
            })}
          </p>
        }
      />
      <Pagination
        page={table.page}
        totalPages={table.totalPages}
        hrefFor={table.hrefFor}
        label={_('reviews.pages')}
      />
      <ConfirmDialog
        title={
          toDelete.asking && _('reviews.deleteTitle', { title: toDelete.asking.property_title })
        }
        confirmLabel={_('reviews.delete')}
        onConfirm={toDelete.confirm}
        onCancel={toDelete.cancel}
      >
        {toDelete.asking && (
          <>
            <blockquote className="border-base-300 border-s-4 ps-3 whitespace-pre-line italic">
              {toDelete.asking.review_description}
            </blockquote>
            <p className="mt-2">{_('reviews.cannotBeUndone')}</p>
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}
