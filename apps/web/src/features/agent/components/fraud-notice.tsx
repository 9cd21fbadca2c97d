import { messages } from '@elite/shared/messages';

/** Replaces the listing form once the agent is marked as fraud (SPEC.md section 2). */
export function FraudNotice() {
  return (
    <p role="status" className="alert alert-warning max-w-3xl text-base font-semibold">
      {messages.fraudCannotAdd}
    </p>
  );
}
