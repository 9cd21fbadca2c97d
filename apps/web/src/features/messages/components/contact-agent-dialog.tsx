import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify/unstyled';
import { sendMessageSchema } from '@elite/shared';
import { FormDialog } from '../../../components/ui/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { fillSlots, slot } from '../../../components/ui/rich-text';
import { useLingui } from '../../../lib/i18n';
import { conversationError, conversationText } from '../lib/texts';
import { useStartConversation } from '../api/start-conversation';
import { MessageField } from './message-field';

export interface ContactAgentDialogProps {
  property: { _id: string; property_title: string };
  open: boolean;
  onClose: () => void;
}

/**
 * 'Contact agent': the first message, prefilled as a question about the home and editable; sent,
 * the buyer stays on the listing, told 'Message sent' (the conversation is in Messages).
 */
export function ContactAgentDialog({ property, open, onClose }: ContactAgentDialogProps) {
  const { _ } = useLingui();
  const start = useStartConversation();
  const draft = _('messages.firstMessageDraft', { title: property.property_title });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(sendMessageSchema), defaultValues: { message: draft } });

  // Opened afresh, the form starts from the question again.
  useEffect(() => {
    if (open) reset({ message: draft });
  }, [open, draft, reset]);

  const onSubmit = handleSubmit(({ message }) =>
    start.mutateAsync({ property_id: property._id, message }).then(
      () => {
        toast.success(_('messages.messageSent'));
        onClose();
      },
      (error: unknown) => {
        toast.error(conversationText(errorMessage(error)));
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      title={_('messages.contactAgent')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={_('messages.sendMessage')}
      pending={start.isPending}
    >
      <p className="text-base-content/80 text-sm">
        {fillSlots(_('messages.contactAbout', { title: slot('title') }), {
          title: <span className="font-semibold">{property.property_title}</span>,
        })}
      </p>
      <MessageField
        label={_('messages.yourMessage')}
        rows={5}
        error={conversationError(errors.message?.message)}
        {...register('message')}
      />
    </FormDialog>
  );
}
