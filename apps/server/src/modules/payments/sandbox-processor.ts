import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentIntents } from '../../db/schema';
import type { PaymentProcessor, ProcessorIntent } from './processor';

const token = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');

/** PAYMENTS=sandbox: intents live in our own database, so a restart loses nothing. */
export class SandboxProcessor implements PaymentProcessor {
  readonly kind = 'sandbox' as const;

  constructor(private readonly db: Database) {}

  async createIntent(input: { offerId: string; amountCents: number }) {
    // One open intent per offer and amount: asking again (a reload, a double click) reuses it.
    const [open] = await this.db
      .select()
      .from(paymentIntents)
      .where(
        and(
          eq(paymentIntents.offerId, input.offerId),
          eq(paymentIntents.amountCents, input.amountCents),
          eq(paymentIntents.status, 'requires_payment_method'),
        ),
      )
      .limit(1);
    if (open) return { id: open.id, clientSecret: open.clientSecret };

    const id = `pi_sandbox_${token(18)}`;
    const clientSecret = `${id}_secret_${token(18)}`;
    await this.db.insert(paymentIntents).values({
      id,
      clientSecret,
      offerId: input.offerId,
      amountCents: input.amountCents,
    });
    return { id, clientSecret };
  }

  /**
   * Nothing to give back: the sandbox charges a card only in the transaction that records its
   * sale (service.ts confirmSandboxPayment), so no sandbox payment succeeds without a sale.
   */
  async refund(): Promise<void> {}

  async retrieveIntent(id: string): Promise<ProcessorIntent | undefined> {
    const [row] = await this.db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
    if (!row) return undefined;
    return {
      id: row.id,
      status: row.status,
      amountCents: Number(row.amountCents),
      offerId: row.offerId,
    };
  }
}
