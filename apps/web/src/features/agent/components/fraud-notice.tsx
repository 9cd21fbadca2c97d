import { messages } from '@elite/shared/messages';
import { translateShared, useLingui } from '../../../lib/i18n';

/** Replaces the listing form once the agent is marked as fraud (SPEC.md section 2). */
export function FraudNotice() {
  useLingui();
  return (
    <p role="status" className="alert alert-warning max-w-3xl text-base font-semibold">
      {translateShared(messages.fraudCannotAdd)}
    </p>
  );
}
