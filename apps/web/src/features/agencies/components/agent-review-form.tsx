import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from 'react-toastify/unstyled';
import {
  AGENT_RATING_MAX,
  AGENT_RATING_MIN,
  MAX_AGENT_REVIEW_COMMENT,
  agentReviewBodySchema,
} from '@elite/shared';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { i18n, useLingui } from '../../../lib/i18n';
import { usePostAgentReview } from '../api/post-agent-review';

/** The form's own messages (the shared schema's English) in the page's language. */
function fieldText(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  if (message.startsWith('rating')) return i18n._('agents.ratingRequired');
  if (message.includes('at most')) {
    return i18n._('agents.commentTooLong', { max: MAX_AGENT_REVIEW_COMMENT });
  }
  return i18n._('agents.commentRequired');
}

const RATINGS = Array.from(
  { length: AGENT_RATING_MAX - AGENT_RATING_MIN + 1 },
  (_, index) => AGENT_RATING_MIN + index,
);

/** The shared body's rules; the radio buttons give the rating as text ("4"), or none. */
const agentReviewFormSchema = agentReviewBodySchema.extend({
  rating: z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? undefined : Number(value)),
    agentReviewBodySchema.shape.rating,
  ),
});

/**
 * A signed-in visitor's review of an agent: a rating of 1 to 5 (radio buttons) and a comment.
 * A thank-you toast on success; the server's refusal (no confirmed viewing or answered offer:
 * 403, already reviewed: 409) as a toast and under the form, as the listing's review form does.
 */
export function AgentReviewForm({ agentId, agentName }: { agentId: string; agentName: string }) {
  const { _ } = useLingui();
  const post = usePostAgentReview(agentId);
  const formId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(agentReviewFormSchema),
    defaultValues: { rating: undefined as unknown, comment: '' },
  });
  const ratingError = fieldText(errors.rating?.message);
  const commentError = fieldText(errors.comment?.message);
  const refusal = post.isError ? errorMessage(post.error) : undefined;

  const onSubmit = handleSubmit(({ rating, comment }) =>
    post.mutateAsync({ rating, comment }).then(
      () => {
        toast.success(_('agents.thanks', { name: agentName }));
        reset();
      },
      (error: unknown) => {
        toast.error(errorMessage(error));
      },
    ),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby={`${formId}-title`}
      className="rounded-box border-base-300 bg-base-100 flex flex-col gap-4 border p-5"
    >
      <h3 id={`${formId}-title`} className="text-lg font-bold">
        {_('agents.writeReview', { name: agentName })}
      </h3>
      <fieldset
        className="fieldset"
        aria-invalid={ratingError ? true : undefined}
        aria-describedby={ratingError ? `${formId}-rating-error` : undefined}
      >
        <legend className="fieldset-legend text-sm font-medium">{_('agents.yourRating')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {RATINGS.map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-2">
              <input
                type="radio"
                value={value}
                className="radio radio-primary radio-sm"
                {...register('rating')}
              />
              <span>{_('agents.stars', { count: value })}</span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id={`${formId}-rating-error`} className="text-error text-sm">
            {ratingError}
          </p>
        )}
      </fieldset>
      <div className="fieldset">
        <label htmlFor={`${formId}-comment`} className="fieldset-legend pb-1 text-sm font-medium">
          {_('agents.comment')}
        </label>
        <textarea
          id={`${formId}-comment`}
          rows={4}
          maxLength={MAX_AGENT_REVIEW_COMMENT}
          dir="auto"
          className={`textarea w-full ${commentError ? 'textarea-error' : ''}`}
          placeholder={_('agents.commentPlaceholder')}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${formId}-comment-error` : undefined}
          aria-required="true"
          {...register('comment')}
        />
        {commentError && (
          <p id={`${formId}-comment-error`} className="text-error text-sm">
            {commentError}
          </p>
        )}
      </div>
      {refusal && (
        <p role="alert" className="text-error text-sm">
          {refusal}
        </p>
      )}
      <SubmitButton pending={post.isPending} className="self-start">
        {_('agents.submit')}
      </SubmitButton>
    </form>
  );
}
