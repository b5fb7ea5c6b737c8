/** An order as the API answers it: the total as '51.98', never raw cents. */
import type { AbfOrder } from '~db/schema';
import { formatAmount } from './money';

/** The public shape of an order. */
export interface PublicOrder {
  id: number;
  productId: number;
  customerName: string;
  customerEmail: string;
  customerAddress: string;
  size: string | null;
  quantity: number;
  totalAmount: string;
  paypalOrderId: string | null;
  paypalPaymentId: string | null;
  status: AbfOrder['status'];
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The public shape of an order row. */
export function toPublicOrder(row: AbfOrder): PublicOrder {
  return {
    id: row.id,
    productId: row.productId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerAddress: row.customerAddress,
    size: row.size,
    quantity: row.quantity,
    totalAmount: formatAmount(row.totalCents),
    paypalOrderId: row.paypalOrderId,
    paypalPaymentId: row.paypalPaymentId,
    status: row.status,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
