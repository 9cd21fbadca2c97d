import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify/unstyled';
import { reviewBodySchema } from '@elite/shared';
import { messages } from '@elite/shared/messages';
import { FormDialog } from '../../../components/ui/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useLingui } from '../../../lib/i18n';
import { usePostReview } from '../api/post-review';
import { reviewText } from '../lib/texts';

const reviewFormSchema = reviewBodySchema.pick({ review_description: true });

interface ReviewModalProps {
  propertyId: string;
  open: boolean;
  onClose: () => void;
}

/** 'Give a Review': a description (required) and Submit, in an accessible dialog. */
export function ReviewModal({ propertyId, open, onClose }: ReviewModalProps) {
  const { _ } = useLingui();
  const postReview = usePostReview();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { review_description: '' },
  });

  const onSubmit = handleSubmit(({ review_description }) =>
    postReview.mutateAsync({ property_id: propertyId, review_description }).then(
      () => {
        toast.success(reviewText(messages.reviewThanks));
        reset();
        onClose();
      },
      (error: unknown) => {
        toast.error(reviewText(errorMessage(error)));
      },
    ),
  );

  const problem = errors.review_description?.message;
  const error = problem === undefined ? undefined : reviewText(problem);

  return (
    <FormDialog
      open={open}
      title={_('reviews.giveReview')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={_('reviews.submit')}
      pending={postReview.isPending}
    >
      <div className="fieldset">
        <label htmlFor={fieldId} className="fieldset-legend pb-1 text-sm font-medium">
          {_('reviews.description')}
        </label>
        <textarea
          id={fieldId}
          rows={5}
          maxLength={2000}
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
          placeholder={_('reviews.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required="true"
          {...register('review_description')}
        />
        {error && (
          <p id={errorId} className="text-error text-sm">
            {error}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
