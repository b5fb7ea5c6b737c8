/** Loads everything the /admin tabs show, as plain serialisable values for the island. */
import type { Database } from '../../../db/client';
import {
  listAllPosts,
  listBooksForAdmin,
  listForumActivity,
  listMessages,
  listOutbox,
  listStories,
  listSubscribers,
  overviewCounts,
} from '../../../db/queries/admin';
import { getState, STATE } from '../../../db/queries/publish';
import { checkPublish } from '../../lib/publish';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The dashboard's data. */
export async function loadDashboard(db: Database) {
  const [counts, posts, messages, subscribers, books, forum, stories, outbox, publish, state] =
    await Promise.all([
      overviewCounts(db),
      listAllPosts(db),
      listMessages(db),
      listSubscribers(db),
      listBooksForAdmin(db),
      listForumActivity(db),
      listStories(db),
      listOutbox(db),
      checkPublish(db),
      getState(db, [STATE.syncLastRunAt, STATE.syncSummary]),
    ]);
  return {
    counts,
    posts: posts.map((p) => ({ ...p, publishedAt: p.publishedAt.toISOString() })),
    messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    subscribers: subscribers.map((s) => ({
      id: s.id,
      email: s.email,
      status: s.status,
      createdAt: s.createdAt.toISOString(),
      unsubscribedAt: iso(s.unsubscribedAt),
    })),
    books: books.map((b) => ({
      id: b.id,
      title: b.title,
      coverImage: b.coverImage,
      amazonUrl: b.amazonUrl,
      featured: b.featured,
    })),
    forum: forum.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
    stories: stories.map(({ story, bookTitle }) => ({
      ...story,
      bookTitle,
      submittedAt: story.submittedAt.toISOString(),
    })),
    outbox: outbox.map((o) => ({ ...o, sentAt: iso(o.sentAt), createdAt: o.createdAt.toISOString() })),
    publish,
    sync: { lastRunAt: state[STATE.syncLastRunAt] ?? null, summary: state[STATE.syncSummary] ?? null },
  };
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;
export type PostView = DashboardData['posts'][number];
export type BookView = DashboardData['books'][number];
export type StoryView = DashboardData['stories'][number];
