import { Link } from 'react-router';
import { ruleMessages } from '@elite/shared';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** propertyBought/payment/:id: replaced by the card payment of its own issue. */
export function PaymentPage() {
  useDocumentTitle('Please Payment');
  return (
    <section className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-bold">Please Payment</h1>
      <div role="status" className="alert alert-info">
        <span>{ruleMessages.paymentsNotReady}. Come back to My Property to pay once they are.</span>
      </div>
      <Link to="/dashboard/propertyBought" className="btn btn-outline self-start">
        Back to My Property
      </Link>
    </section>
  );
}
