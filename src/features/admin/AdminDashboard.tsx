/**
 * The /admin dashboard island: Radix Tabs over the owner's data. The overview and book
 * links come with the page; each long list loads a page at a time from its API when its
 * tab opens (useAdminList), so the page stays small. Refreshed after every write.
 */
import * as Tabs from 'radix-ui/tabs';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import AmazonUrlsTab from '~/features/books/admin/AmazonUrlsTab';
import BlogPostsTab from '~/features/blog/admin/BlogPostsTab';
import BooksTab from '~/features/books/admin/BooksTab';
import { ForumTab } from '~/features/community/admin/ForumTab';
import StoriesTab from '~/features/community/admin/StoriesTab';
import MessagesTab from '~/features/contact/admin/MessagesTab';
import NewsletterTab from '~/features/newsletter/admin/NewsletterTab';
import { SubscribersTab } from '~/features/newsletter/admin/SubscribersTab';
import PublishStatus from '~/features/publishing/admin/PublishStatus';
import { api } from './api-client';
import type { DashboardData } from './dashboard.server';
import LeaveConfirm from './LeaveConfirm';
import OutboxTab from './OutboxTab';
import { requestLeave } from './unsaved';
import OverviewTab from './OverviewTab';

/** The Site tab's forms load with the tab, so the dashboard's first load stays small. */
const SiteTab = lazy(() => import('~/features/site-texts/admin/SiteTab'));
/** The Privacy tab (erasure by email and its log) loads with the tab too. */
const PrivacyTab = lazy(() => import('~/features/privacy/admin/PrivacyTab'));

interface Props {
  initial: DashboardData;
}

export default function AdminDashboard({ initial }: Props) {
  const [data, setData] = useState(initial);
  const [writes, setWrites] = useState(0);
  const [tab, setTab] = useState('overview');

  /** Reloads every list from the server, and watches the publish that the write requested. */
  const refresh = useCallback(() => {
    setWrites((n) => n + 1);
    void api<DashboardData>('/api/admin/dashboard').then(setData, () => {});
  }, []);

  const tabs: [value: string, label: string, panel: ReactNode][] = [
    ['overview', 'Overview', <OverviewTab data={data} onSynced={refresh} />],
    ['blog', 'Blog Posts', <BlogPostsTab onChange={refresh} />],
    ['books', 'Books', <BooksTab onChange={refresh} />],
    ['messages', 'Messages', <MessagesTab onChange={refresh} />],
    [
      'subscribers',
      'Subscribers',
      <SubscribersTab confirmed={data.counts.subscribers} onImported={refresh} />,
    ],
    [
      'newsletter',
      'Newsletter',
      <NewsletterTab subscribers={data.counts.subscribers} sending={data.mail.sending} />,
    ],
    [
      'amazon',
      'Amazon URLs',
      <AmazonUrlsTab
        books={data.books}
        onChange={(book) => {
          setData((d) => ({ ...d, books: d.books.map((b) => (b.id === book.id ? book : b)) }));
          refresh();
        }}
      />,
    ],
    ['forum', 'Forum', <ForumTab />],
    ['stories', 'Stories', <StoriesTab onChange={refresh} />],
    ['outbox', 'Outbox', <OutboxTab sending={data.mail.sending} />],
    [
      'site',
      'Site',
      <Suspense
        fallback={
          <p role="status" className="text-muted">
            Loading the site texts...
          </p>
        }
      >
        <SiteTab onSaved={refresh} />
      </Suspense>,
    ],
    [
      'privacy',
      'Privacy',
      <Suspense
        fallback={
          <p role="status" className="text-muted">
            Loading…
          </p>
        }
      >
        <PrivacyTab onChange={refresh} />
      </Suspense>,
    ],
  ];

  return (
    <div className="grid gap-4">
      <PublishStatus initial={data.publish} writes={writes} />
      {/* Another tab closes this one's editors: with unsaved changes, it asks first. */}
      <Tabs.Root
        value={tab}
        onValueChange={(next) => requestLeave(() => setTab(next))}
        className="grid gap-4"
      >
        <Tabs.List
          aria-label="Admin sections"
          className="bg-surface flex flex-wrap gap-1 rounded-xl p-1 shadow-sm"
        >
          {tabs.map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="text-plum hover:bg-plum/10 data-[state=active]:bg-band min-h-11 rounded-lg px-3 text-sm font-semibold data-[state=active]:text-white sm:px-4"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map(([value, , panel]) => (
          <Tabs.Content key={value} value={value}>
            {panel}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <LeaveConfirm />
    </div>
  );
}
