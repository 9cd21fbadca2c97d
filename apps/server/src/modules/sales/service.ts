import type { Sale } from '@elite/shared';
import type { SaleRow } from './repository';

export function toSale(row: SaleRow): Sale {
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
  };
}
