/** The /admin dashboard island: Radix Tabs over the owner's data, refreshed after every write. */
import { Tabs } from 'radix-ui';
import { useCallback, useState } from 'react';
import AmazonUrlsTab from './AmazonUrlsTab';
import { api } from './api-client';
import BlogPostsTab from './BlogPostsTab';
import type { DashboardData } from './dashboard.server';
import OverviewTab from './OverviewTab';
import PublishStatus from './PublishStatus';
import { ForumTab, MessagesTab, OutboxTab, SubscribersTab } from './ReadOnlyTabs';
import StoriesTab from './StoriesTab';

interface Props {
  initial: DashboardData;
}

const TABS = [
  ['overview', 'Overview'],
  ['blog', 'Blog Posts'],
  ['messages', 'Messages'],
  ['subscribers', 'Subscribers'],
  ['amazon', 'Amazon URLs'],
  ['forum', 'Forum'],
  ['stories', 'Stories'],
  ['outbox', 'Outbox'],
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
          <BlogPostsTab
            posts={data.posts}
            onChange={(posts) => {
              setData((d) => ({ ...d, posts, counts: { ...d.counts, posts: posts.length } }));
              refresh();
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="messages">
          <MessagesTab messages={data.messages} />
        </Tabs.Content>
        <Tabs.Content value="subscribers">
          <SubscribersTab subscribers={data.subscribers} />
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
          <ForumTab forum={data.forum} />
        </Tabs.Content>
        <Tabs.Content value="stories">
          <StoriesTab
            stories={data.stories}
            onChange={(story) => {
              setData((d) => ({ ...d, stories: d.stories.map((s) => (s.id === story.id ? story : s)) }));
              refresh();
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="outbox">
          <OutboxTab outbox={data.outbox} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
