import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify/unstyled';
import { reviewBodySchema } from '@elite/shared';
import { messages } from '@elite/shared/messages';
import { FormDialog } from '../../../components/ui/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { usePostReview } from '../api/post-review';

const reviewFormSchema = reviewBodySchema.pick({ review_description: true });

interface ReviewModalProps {
  propertyId: string;
  open: boolean;
  onClose: () => void;
}

/** 'Give a Review': a description (required) and Submit, in an accessible dialog. */
export function ReviewModal({ propertyId, open, onClose }: ReviewModalProps) {
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
        toast.success(messages.reviewThanks);
        reset();
        onClose();
      },
      (error: unknown) => {
        toast.error(errorMessage(error));
      },
    ),
  );

  const error = errors.review_description?.message;

  return (
    <FormDialog
      open={open}
      title="Give a Review"
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Submit"
      pending={postReview.isPending}
    >
      <div className="fieldset">
        <label htmlFor={fieldId} className="fieldset-legend pb-1 text-sm font-medium">
          Description
        </label>
        <textarea
          id={fieldId}
          rows={5}
          maxLength={2000}
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
          placeholder="What did you like or dislike about this property?"
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
