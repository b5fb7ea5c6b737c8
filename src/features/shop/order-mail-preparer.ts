/**
 * The outbox sender's step for the mails of a new order (rows with an order id): each is
 * written when it is due, from the order as it then stands. The owner's notice says
 * whether the order is paid; the buyer's 'order received' goes only to an order still
 * unpaid (a paid one got its receipt, a cancelled one needs nothing). No Astro imports:
 * the server and `npm start`'s sender both use it.
 */
import type { Database } from '~db/client';
import type { MailMessage } from '~db/schema';
import { getOrder } from './orders.queries';
import { getProduct } from './products.queries';
import { ORDER_OWNER_KIND, ORDER_RECEIVED_KIND, orderReceivedMail, ownerOrderMail } from './order-mail';
import { orderPageUrlWith } from './order-page-link';

/** What the step needs besides the row. */
export interface OrderMailConfig {
  db: () => Database;
  siteUrl: string;
  /** SESSION_SECRET, which signs the buyer's order page link. */
  secret: string | undefined;
  /** Whether the shop takes payments online now (both PayPal credentials set). */
  paymentsOnline: boolean;
}

/** Builds a due order mail, or null when it is no longer wanted; other mail passes unchanged. */
export function orderMailPreparer(
  config: OrderMailConfig,
): (mail: MailMessage) => Promise<MailMessage | null> {
  return async (mail) => {
    if (mail.orderId === null) return mail;
    const db = config.db();
    const order = await getOrder(db, mail.orderId);
    if (!order) return null;
    const productName = (await getProduct(db, order.productId))?.name ?? 'Always Be Fabulous item';
    let built;
    if (mail.kind === ORDER_OWNER_KIND) {
      built = ownerOrderMail(order, productName, mail.to, config.siteUrl);
    } else if (mail.kind === ORDER_RECEIVED_KIND) {
      if (order.status !== 'pending') return null;
      if (!config.secret) throw new Error('SESSION_SECRET is not set: the order page link cannot be signed');
      const page = orderPageUrlWith(config.secret, config.siteUrl, order.id);
      built = orderReceivedMail(order, productName, page, config.paymentsOnline);
    } else {
      return mail;
    }
    return {
      ...mail,
      subject: built.subject,
      text: built.text,
      html: built.html ?? null,
      headers: built.headers ? JSON.stringify(built.headers) : null,
    };
  };
}
