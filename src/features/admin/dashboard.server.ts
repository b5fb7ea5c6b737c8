/**
 * What the /admin page renders with: the overview (counts, the 5 latest messages and
 * forum items, the sync and publish state) and the book links. The long lists (posts,
 * messages, subscribers, forum, stories, outbox) are not here: each tab loads them a
 * page at a time from its API when opened, so the page stays small however they grow.
 */
import type { Database } from '~db/client';
import { listBooksForAdmin } from '~/features/books/admin/books-admin.queries';
import { listForumActivity } from '~/features/community/admin/forum-admin.queries';
import { listMessages } from '~/features/contact/admin/messages-admin.queries';
import { overviewCounts, overviewFigures } from './overview.queries';
import { getState, STATE } from '~/features/publishing/publish.queries';
import { checkPublish } from '~/features/publishing/publish';
import { mailHealth } from '~/lib/mail/outbox.server';
import { recentOrders } from '~/features/shop/admin/orders-admin.queries';
import { presentOrder } from '~/features/shop/admin/present';
import type { BlogPost, ContactMessage, ImpactStory, MailMessage, NewsletterSubscription } from '~db/schema';

/** How many latest messages, forum items and orders the Overview shows (SPEC.md §9, CONTRACT.md §17). */
const RECENT = 5;

/** Dates as the API's JSON answers carry them. */
type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export type PostView = Json<BlogPost>;
export type MessageView = Json<ContactMessage>;
export type SubscriberView = Json<NewsletterSubscription>;
export type StoryView = Json<ImpactStory> & { bookTitle: string };
export type OutboxView = Json<
  Pick<
    MailMessage,
    'id' | 'kind' | 'to' | 'subject' | 'status' | 'attempts' | 'lastError' | 'sentAt' | 'createdAt'
  >
>;
/** One mail in full, as GET /api/admin/outbox/{id} answers it. */
export type MailView = Json<Omit<MailMessage, 'lockedUntil'>>;
export type ForumView = Json<Awaited<ReturnType<typeof listForumActivity>>[number]>;

/** The dashboard's data. */
export async function loadDashboard(db: Database) {
  const [counts, figures, messages, books, forum, publish, state, mail, orders] = await Promise.all([
    overviewCounts(db),
    overviewFigures(db),
    listMessages(db, { limit: RECENT, offset: 0 }).then((page) => page.rows),
    listBooksForAdmin(db),
    listForumActivity(db, RECENT),
    checkPublish(db),
    getState(db, [STATE.syncLastRunAt, STATE.syncSummary]),
    mailHealth(db),
    recentOrders(db, RECENT),
  ]);
  return {
    counts,
    /** Paid orders, revenue (cents) and stories for review today / 7 / 30 days; open messages. */
    figures,
    // The Overview shows who wrote and about what; the Messages tab loads the messages themselves.
    messages: messages.map((m) => ({
      id: m.id,
      name: m.name,
      subject: m.subject,
      createdAt: m.createdAt.toISOString(),
    })),
    books: books.map((b) => ({
      id: b.id,
      title: b.title,
      coverImage: b.coverImage,
      amazonUrl: b.amazonUrl,
      featured: b.featured,
    })),
    forum: forum.map((f) => ({
      kind: f.kind,
      id: f.id,
      title: f.title,
      category: f.category,
      createdAt: f.createdAt.toISOString(),
    })),
    publish,
    sync: { lastRunAt: state[STATE.syncLastRunAt] ?? null, summary: state[STATE.syncSummary] ?? null },
    /** Whether mail leaves (a transport is set), and what waits in the outbox. */
    mail,
    /** The newest orders, with status and total. */
    orders: orders.map((order) => {
      const o = presentOrder(order);
      return {
        id: o.id,
        productName: o.productName,
        quantity: o.quantity,
        customerName: o.customerName,
        status: o.status,
        totalAmount: o.totalAmount,
        createdAt: o.createdAt,
      };
    }),
  };
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;
export type BookView = DashboardData['books'][number];
