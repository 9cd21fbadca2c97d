import type { ChangeEvent, FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '../../../components/ui/text-field';
import { useLingui } from '../../../lib/i18n';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import {
  cardErrorText,
  cardFormSchema,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  toCardDetails,
} from './card-input';
import type { CardForm } from './card-input';
import { PayButtonAndError } from './payment-form-parts';
import type { CardFormProps } from './payment-form-parts';

/**
 * Rewrites the typed value into the field's format before react-hook-form reads it; `changed`
 * hears of every change.
 */
function formatted(
  field: UseFormRegisterReturn,
  format: (value: string) => string,
  changed: () => void,
) {
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = format(event.target.value);
      changed();
      return field.onChange(event);
    },
  };
}

/** PAYMENTS=sandbox: the card typed here goes to the built-in processor (Stripe's test cards). */
export function SandboxCardForm({
  amount,
  deposit,
  pay,
  pending,
  error,
  clearError,
}: CardFormProps) {
  const { _ } = useLingui();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<CardForm>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: { cardNumber: '', exp: '', cvc: '' },
  });

  // The last attempt's error speaks of a card that is no longer on the form.
  const cardChanged = () => {
    if (error && !pending) clearError();
  };

  const submit = handleSubmit(async (card) => {
    if (pending) return;
    await pay((clientSecret) =>
      confirmSandboxPayment({ clientSecret, ...toCardDetails(card) }).then((intent) => intent.id),
    ).catch(() => setFocus('cardNumber'));
  });

  // A new attempt: the last one's error goes, whether the form's own checks pass or not.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    cardChanged();
    void submit(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={pending} className="flex flex-col gap-2">
      <TextField
        label={_('payments.cardNumber')}
        dir="ltr"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        readOnly={pending}
        required
        error={cardErrorText(errors.cardNumber?.message)}
        {...formatted(register('cardNumber'), formatCardNumber, cardChanged)}
      />
      <div className="grid grid-cols-2 gap-x-4">
        <TextField
          label={_('payments.expiry')}
          dir="ltr"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={_('payments.expiryPlaceholder')}
          maxLength={5}
          readOnly={pending}
          required
          error={cardErrorText(errors.exp?.message)}
          {...formatted(register('exp'), formatExpiry, cardChanged)}
        />
        <TextField
          label={_('payments.cvc')}
          dir="ltr"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          maxLength={4}
          readOnly={pending}
          required
          error={cardErrorText(errors.cvc?.message)}
          {...formatted(register('cvc'), formatCvc, cardChanged)}
        />
      </div>
      <div className="mt-2 flex flex-col gap-2">
        <PayButtonAndError amount={amount} deposit={deposit} pending={pending} error={error} />
      </div>
    </form>
  );
}
