import type { Sale } from '@elite/shared';
import type { Database } from '../../db/client';
import * as repo from './repository';

function toSale(row: repo.SaleRow): Sale {
  return {
    _id: row.id,
    propertyId: row.propertyId,
    offerId: row.offerId,
    transactionId: row.transactionId,
    date: row.soldAt.toISOString(),
    status: 'bought',
    property_title: row.propertyTitle,
    location: row.location,
    property_image: row.propertyImage,
    agent_name: row.agentName,
    agent_email: row.agentEmail,
    buyer_name: row.buyerName,
    buyer_email: row.buyerEmail,
    offered_price: Number(row.price),
    amount_paid: Number(row.amountPaid),
    // A let (CONTRACT.md section 12): offered_price is the rent per rent_period.
    listing_type: row.listingType,
    rent_period: row.rentPeriod,
    move_in: row.moveIn,
    term_months: row.termMonths,
  };
}

/** The sales of the agent's listings. */
export async function listAgentSales(db: Database, agentEmail: string): Promise<Sale[]> {
  return (await repo.listAgentSales(db, agentEmail)).map(toSale);
}

/** What the agent's listings sold for, in all; a let adds what its holding deposit paid. */
export function totalSold(db: Database, agentEmail: string) {
  return repo.totalSold(db, agentEmail);
}
