/**
 * The /admin dashboard island: Radix Tabs over the owner's data. The overview and book
 * links come with the page; each long list loads a page at a time from its API when its
 * tab opens (LazyList), so the page stays small. Refreshed after every write.
 */
import { Tabs } from 'radix-ui';
import { lazy, Suspense, useCallback, useState } from 'react';
import AmazonUrlsTab from '~/features/books/admin/AmazonUrlsTab';
import { api } from './api-client';
import BlogPostsTab from '~/features/blog/admin/BlogPostsTab';
import BooksTab from '~/features/books/admin/BooksTab';
import NewsletterTab from '~/features/newsletter/admin/NewsletterTab';
import type { DashboardData, PostView, StoryView, SubscriberView } from './dashboard.server';
import type { ForumView } from './dashboard.server';
import LazyList from './LazyList';
import OverviewTab from './OverviewTab';
import PublishStatus from '~/features/publishing/admin/PublishStatus';
import MessagesTab from '~/features/contact/admin/MessagesTab';
import OutboxTab from './OutboxTab';
import { ForumTab } from '~/features/community/admin/ForumTab';
import { SubscribersTab } from '~/features/newsletter/admin/SubscribersTab';
import StoriesTab from '~/features/community/admin/StoriesTab';

/** The Site tab's forms load with the tab, so the dashboard's first load stays small. */
const SiteTab = lazy(() => import('~/features/site-texts/admin/SiteTab'));

interface Props {
  initial: DashboardData;
}

const TABS = [
  ['overview', 'Overview'],
  ['blog', 'Blog Posts'],
  ['books', 'Books'],
  ['messages', 'Messages'],
  ['subscribers', 'Subscribers'],
  ['newsletter', 'Newsletter'],
  ['amazon', 'Amazon URLs'],
  ['forum', 'Forum'],
  ['stories', 'Stories'],
  ['outbox', 'Outbox'],
  ['site', 'Site'],
] as const;

export default function AdminDashboard({ initial }: Props) {
  const [data, setData] = useState(initial);
  const [writes, setWrites] = useState(0);

  /** Reloads every list from the server, and watches the publish that the write requested. */
  const refresh = useCallback(() => {
    setWrites((n) => n + 1);
    void api<DashboardData>('/api/admin/dashboard').then(setData, () => {});
  }, []);

  return (
    <div className="grid gap-4">
      <PublishStatus initial={data.publish} writes={writes} />
      <Tabs.Root defaultValue="overview" className="grid gap-4">
        <Tabs.List
          aria-label="Admin sections"
          className="bg-surface flex flex-wrap gap-1 rounded-xl p-1 shadow-sm"
        >
          {TABS.map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="text-plum hover:bg-plum/10 data-[state=active]:bg-band min-h-11 rounded-lg px-3 text-sm font-semibold data-[state=active]:text-white sm:px-4"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview">
          <OverviewTab data={data} onSynced={refresh} />
        </Tabs.Content>
        <Tabs.Content value="blog">
          <LazyList<PostView> endpoint="/api/admin/blog-posts" noun="blog posts">
            {(posts, update) => (
              <BlogPostsTab
                posts={posts}
                onChange={(next) => {
                  update(() => next);
                  refresh();
                }}
              />
            )}
          </LazyList>
        </Tabs.Content>
        <Tabs.Content value="books">
          <BooksTab onChange={refresh} />
        </Tabs.Content>
        <Tabs.Content value="messages">
          <MessagesTab onChange={refresh} />
        </Tabs.Content>
        <Tabs.Content value="subscribers">
          <LazyList<SubscriberView> endpoint="/api/admin/newsletter-subscribers" noun="subscribers">
            {(subscribers, _update, total, reload) => (
              <SubscribersTab
                subscribers={subscribers}
                confirmed={data.counts.subscribers}
                total={total}
                onImported={() => {
                  reload();
                  refresh();
                }}
              />
            )}
          </LazyList>
        </Tabs.Content>
        <Tabs.Content value="newsletter">
          <NewsletterTab subscribers={data.counts.subscribers} />
        </Tabs.Content>
        <Tabs.Content value="amazon">
          <AmazonUrlsTab
            books={data.books}
            onChange={(book) => {
              setData((d) => ({ ...d, books: d.books.map((b) => (b.id === book.id ? book : b)) }));
              refresh();
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="forum">
          <LazyList<ForumView>
            endpoint="/api/admin/forum-activity"
            noun="forum items"
            pageSize={200}
            searchable={false}
          >
            {(forum) => <ForumTab forum={forum} />}
          </LazyList>
        </Tabs.Content>
        <Tabs.Content value="stories">
          <LazyList<StoryView> endpoint="/api/admin/impact-stories" noun="stories">
            {(stories, update) => (
              <StoriesTab
                stories={stories}
                onChange={(story) => {
                  update((list) => list.map((s) => (s.id === story.id ? story : s)));
                  refresh();
                }}
              />
            )}
          </LazyList>
        </Tabs.Content>
        <Tabs.Content value="outbox">
          <OutboxTab />
        </Tabs.Content>
        <Tabs.Content value="site">
          <Suspense
            fallback={
              <p role="status" className="text-muted">
                Loading the site texts...
              </p>
            }
          >
            <SiteTab onSaved={refresh} />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
