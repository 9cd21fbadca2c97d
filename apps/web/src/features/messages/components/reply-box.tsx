import type { ChangeEvent, KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify/unstyled';
import { conversationMessages, sendMessageSchema } from '@elite/shared';
import { useLingui } from '../../../lib/i18n';
import { conversationError, conversationText } from '../lib/texts';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useSendMessage } from '../api/send-message';
import { MessageField } from './message-field';
import { useDraft } from './use-draft';

/** Said instead of the reply box to a buyer the agent has blocked. */
export function BlockedNotice() {
  useLingui();
  return (
    <p role="status" className="alert alert-warning">
      {conversationText(conversationMessages.blocked)}
    </p>
  );
}

/**
 * The reply box (mounted afresh for each conversation): its text is kept as that conversation's
 * draft until sent; Ctrl+Enter (or
 * Cmd+Enter) sends. A 403 means the agent blocked this buyer: the box says so.
 */
export function ReplyBox({ conversationId }: { conversationId: string }) {
  const { _ } = useLingui();
  const send = useSendMessage(conversationId);
  const { read: readDraft, save: saveDraft } = useDraft(conversationId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: { message: readDraft() },
  });

  const onSubmit = handleSubmit(({ message }) =>
    send.mutateAsync(message).then(
      () => {
        saveDraft('');
        reset({ message: '' });
      },
      (error: unknown) => {
        if (!isApiError(error, 403)) toast.error(conversationText(errorMessage(error)));
      },
    ),
  );

  if (isApiError(send.error, 403)) return <BlockedNotice />;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void onSubmit();
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <MessageField
        label={_('messages.yourReply')}
        hideLabel
        rows={3}
        placeholder={_('messages.writeReply')}
        error={conversationError(errors.message?.message)}
        onKeyDown={onKeyDown}
        {...register('message', {
          onChange: (event: ChangeEvent<HTMLTextAreaElement>) => saveDraft(event.target.value),
        })}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* Only where there is a keyboard to press it with (a mouse or trackpad): not on phones. */}
        <p className="text-base-content/70 hidden text-xs pointer-fine:block">
          {_('messages.ctrlEnterSends')}
        </p>
        <SubmitButton pending={send.isPending}>{_('messages.send')}</SubmitButton>
      </div>
    </form>
  );
}
