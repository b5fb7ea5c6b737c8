/**
 * /analytics in Chromium: the default 30-day range, switching ranges, the four tabs,
 * milestones and stories, loading and error states, accessibility, and the beacon
 * that feeds it from every public page.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';

interface Metrics {
  totalReaders: number;
  monthlyActiveUsers: number;
  globalReach: number;
  daily: { date: string; readers: number; pageViews: number; booksViewed: number }[];
}

/** The figure that holds the chart titled `title`. */
const figure = (page: Page, title: string) =>
  page.locator('figure', { has: page.getByRole('heading', { name: title, exact: true }) });

/** The points of a drawn line, in pixels: its path is 'M x,y L x,y …'. */
const linePoints = (d: string) =>
  [...d.matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));

/** '2026-11-03' -> 'Nov 3', as the chart writes its days. */
const day = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The value shown under a headline figure's term. */
const kpi = (page: Page, term: string) =>
  page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
const fmt = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** The metrics the page itself receives for a range (other specs' visits may change the live figures meanwhile). */
async function metricsResponse(page: Page, range: string, action: () => Promise<unknown>): Promise<Metrics> {
  const response = page.waitForResponse((r) => r.url().endsWith(`/api/engagement-metrics?range=${range}`));
  await action();
  const answer = await response;
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Metrics;
}

/** Opens the dashboard and waits for the island to hydrate (tabs and buttons work from then on). */
async function openDashboard(page: Page): Promise<Metrics> {
  const metrics = await metricsResponse(page, '30d', () => page.goto('/analytics'));
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  return metrics;
}

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('opens on the last 30 days with the measured figures', async ({ page }) => {
    const api = await openDashboard(page); // asks for range=30d
    await expect(page).toHaveTitle(/Community Analytics Dashboard/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community Analytics Dashboard');
    const range = page.getByRole('group', { name: 'Date range' });
    for (const name of ['7d', '30d', '90d', '1y'])
      await expect(range.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(range.getByRole('button', { name: '30d' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/^Last 30 days:/)).toBeVisible();

    await expect(kpi(page, 'Total Readers')).toHaveText(fmt(api.totalReaders));
    await expect(kpi(page, 'Monthly Active Users')).toHaveText(fmt(api.monthlyActiveUsers));
    await expect(kpi(page, 'Global Reach')).toHaveText(`${fmt(api.globalReach)} countries`);
    await expect(kpi(page, 'Community Growth')).toHaveText(/^[+−]?\d+(\.\d)?%$/);
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    // The chart's figures are also a table, one row per day.
    await page.getByText('Show the figures as a table').first().click();
    await expect(page.getByRole('table', { name: 'Readers per day' }).locator('tbody tr')).toHaveCount(30);
  });

  test('switching ranges re-queries and changes the figures', async ({ page }) => {
    const api30 = await openDashboard(page);
    const total = kpi(page, 'Total Readers');
    await expect(total).toHaveText(fmt(api30.totalReaders));
    const seen = new Set([await total.textContent()]);

    for (const [range, days] of [
      ['7d', 7],
      ['90d', 90],
      ['1y', 365],
    ] as const) {
      const api = await metricsResponse(page, range, () =>
        page.getByRole('button', { name: range, exact: true }).click(),
      );
      await expect(page.getByRole('button', { name: range, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByRole('button', { name: '30d' })).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByText(new RegExp(`^Last ${days} days:`))).toBeVisible();
      await expect(total).toHaveText(fmt(api.totalReaders));
      seen.add(await total.textContent());
    }
    // 7d, 30d and 90d of the seeded history hold different numbers of readers.
    expect(seen.size).toBeGreaterThanOrEqual(3);
    // 1y reaches past the first measured day: growth has no earlier period to compare with.
    await expect(kpi(page, 'Community Growth')).toHaveText('No earlier data');
  });

  test('Community Growth: measured chart, targets and milestones with progress', async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Community Growth' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Community Growth' });
    await expect(panel.getByRole('heading', { name: 'Readers and page views per day' })).toBeVisible();
    const targets = panel.getByRole('region', { name: 'Community targets' });
    await expect(targets.getByText('Target', { exact: true })).toBeVisible();
    for (const [label, value] of [
      ['Readers', '25,000'],
      ['Countries', '75'],
      ['Impact stories', '500'],
    ] as const) {
      await expect(targets.getByRole('listitem').filter({ hasText: `Target: ${label}` })).toContainText(
        value,
      );
    }
    const readers = panel.getByRole('progressbar', { name: '25,000 Readers' });
    await expect(readers).toBeVisible();
    await expect(readers).toHaveAttribute('aria-valuenow', '74');
    await expect(panel.getByText('18,420 of 25,000 readers (74%)')).toBeVisible();
    await expect(panel.getByRole('progressbar')).toHaveCount(5);
  });

  test('Sales Momentum: never sample sales, only that sales stay private (CONTRACT §16)', async ({
    page,
  }) => {
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Sales Momentum' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Sales Momentum' });
    await expect(panel.getByRole('heading', { name: 'Sales stay private' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Browse the Books' })).toHaveAttribute('href', '/catalog');
    await expect(panel.locator('[data-chart]')).toHaveCount(0);
    await expect(panel.getByText(/sample|\$\d/i)).toHaveCount(0);
  });

  test("beside the demo history only, SPEC.md's sample retention and scores show, labelled Sample", async ({
    page,
  }) => {
    // The same answer as the server's, as a fresh install gives it: the seeded history only.
    await page.route('**/api/engagement-metrics?*', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: { ...(await answer.json()), demo: true } });
    });
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Reader Impact' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Reader Impact' });
    await expect(panel.getByRole('note')).toContainText('Demo data.');
    await expect(panel.getByRole('heading', { name: 'Reader retention (sample)' })).toBeVisible();
    await expect(
      panel.getByRole('heading', { name: 'Impact scores by story category (sample)' }),
    ).toBeVisible();
    await expect(panel.getByText('Sample', { exact: true })).toHaveCount(2);
    await expect(panel.getByText('Live', { exact: true })).toHaveCount(0);
  });

  test('Reader Impact: measured time and books and approved stories, no sample once visits are real', async ({
    page,
  }) => {
    await page.route('**/api/impact-stories', (route) =>
      route.fulfill({
        json: [
          {
            id: 41,
            readerName: 'Tamika R.',
            readerLocation: 'Atlanta, GA',
            bookId: 1,
            story: 'The Red Door gave me the nerve to start my own business.',
            category: 'life_change',
            isApproved: true,
            isPublic: true,
          },
          {
            id: 42,
            readerName: 'Priya',
            readerLocation: null,
            bookId: 6,
            story: 'I read Paper Crowns with my daughter and we finally talked.',
            category: 'healing',
            isApproved: true,
            isPublic: true,
          },
        ],
      }),
    );
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Reader Impact' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Reader Impact' });
    await expect(panel.getByRole('heading', { name: 'Reading time per day' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Book previews viewed per day' })).toBeVisible();
    await expect(panel.getByText('Live', { exact: true })).toHaveCount(2);
    await expect(panel.getByRole('heading', { name: /\(sample\)/ })).toHaveCount(0);
    await expect(panel.getByText('Sample', { exact: true })).toHaveCount(0);
    const stories = panel.getByRole('region', { name: 'Reader impact stories' }).getByRole('listitem');
    await expect(stories).toHaveCount(2);
    await expect(stories.first()).toContainText('The Red Door gave me the nerve');
    await expect(stories.first()).toContainText('Tamika R., Atlanta, GA');
    await expect(stories.first()).toContainText('Life-Changing Moment');
    await expect(stories.nth(1)).toContainText('Healing & Recovery');
  });

  test('stories: an empty state when there are none or the endpoint is missing, an error when it fails', async ({
    page,
  }) => {
    let answer: { status: number; body: string } = { status: 404, body: '{"message":"Not found"}' };
    await page.route('**/api/impact-stories', (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
    );
    const stories = page.getByRole('region', { name: 'Reader impact stories' });
    for (const next of [
      { status: 404, body: '{"message":"Not found"}' },
      { status: 200, body: '[]' },
    ]) {
      answer = next;
      await openDashboard(page);
      await page.getByRole('tab', { name: 'Reader Impact' }).click();
      await expect(stories).toContainText('No reader stories have been approved for sharing yet.');
    }
    answer = { status: 500, body: 'boom' };
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Reader Impact' }).click();
    await expect(stories.getByRole('alert')).toContainText('500: boom');
  });

  test('loading, then an error with a retry that recovers', async ({ page }) => {
    let fail = true;
    let release: () => void = () => {};
    const gate = new Promise<void>((done) => (release = done));
    await page.route('**/api/engagement-metrics?*', async (route) => {
      await gate;
      if (fail)
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Database unavailable"}',
        });
      else await route.continue();
    });
    await page.goto('/analytics');
    await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
    await expect(page.getByText(/^Loading the last 30 days/)).toBeVisible();
    release();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The engagement figures could not be loaded.');
    await expect(alert).toContainText('500: {"message":"Database unavailable"}');
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(kpi(page, 'Total Readers')).toHaveText(/^\d[\d,]*$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('tabs work from the keyboard', async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Community Growth' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Community Growth' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Reader Impact' })).toHaveAttribute('aria-selected', 'true');
  });

  test('every tab is free of serious or critical axe violations', async ({ page }) => {
    test.setTimeout(60_000);
    await openDashboard(page);
    for (const tab of ['Overview', 'Community Growth', 'Sales Momentum', 'Reader Impact']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(
        page.getByRole('tabpanel', { name: tab }).locator('figure, section').first(),
      ).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await seriousViolations(page), tab).toEqual([]);
    }
  });

  test('the dashboard and its charts load on /analytics only', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /Chart|Analytics/.test(s))).toEqual([]);
    await page.goto('/analytics');
    await expect(page.locator('[data-chart] svg path[data-line]').first()).toBeVisible();
    expect(scripts.some((s) => /\/_astro\/AnalyticsDashboard\./.test(s))).toBe(true);
  });

  test('a line chart draws one point per day, and its tooltip shows the day under the pointer', async ({
    page,
  }) => {
    const api = await openDashboard(page);
    const chart = figure(page, 'Readers per day').locator('[data-chart]');
    const line = chart.locator('path[data-line]');
    await expect(line).toHaveCount(1);
    const points = linePoints((await line.getAttribute('d')) ?? '');
    expect(points).toHaveLength(api.daily.length);
    // Evenly spaced left to right; a higher count is drawn higher (smaller y), an equal one level.
    const step = (points.at(-1)!.x - points[0]!.x) / (points.length - 1);
    expect(step).toBeGreaterThan(0);
    points.forEach((p, i) => expect(p.x - points[0]!.x).toBeCloseTo(i * step, 0));
    api.daily.forEach((a, i) =>
      api.daily.forEach((b, j) => {
        if (a.readers > b.readers)
          expect(points[i]!.y, `${a.date} above ${b.date}`).toBeLessThan(points[j]!.y);
        if (a.readers === b.readers) expect(points[i]!.y).toBeCloseTo(points[j]!.y, 0);
      }),
    );

    const svg = chart.locator('svg');
    const box = (await svg.boundingBox())!;
    const tip = chart.locator('[data-chart-tip]');
    await expect(tip).toHaveCount(0);
    for (const [x, row] of [
      [box.x + box.width - 2, api.daily.at(-1)!],
      [box.x + 48 + 1, api.daily[0]!], // the plot starts after 48 px of y labels
    ] as const) {
      await page.mouse.move(x, box.y + box.height / 2);
      await expect(tip).toHaveText(`${day(row.date)}Readers: ${row.readers}`);
      await expect(chart.locator('[data-marker] circle')).toHaveCount(1);
    }
    await page.mouse.move(box.x + box.width / 2, box.y - 40);
    await expect(tip).toHaveCount(0);
    await expect(chart.locator('[data-marker]')).toHaveCount(0);
  });

  test('a bar chart draws one bar per day, with a tooltip past the last one', async ({ page }) => {
    await openDashboard(page);
    // Reader Impact: one bar per day of the range.
    const api = await metricsResponse(page, '7d', () =>
      page.getByRole('button', { name: '7d', exact: true }).click(),
    );
    await page.getByRole('tab', { name: 'Reader Impact' }).click();
    const previews = figure(page, 'Book previews viewed per day').locator('[data-chart]');
    await expect(previews.locator('path[data-bar]')).toHaveCount(api.daily.length);
    // Past the last bar (which may be empty), the tooltip still shows the last day.
    const plot = (await previews.locator('svg').boundingBox())!;
    await page.mouse.move(plot.x + plot.width - 2, plot.y + plot.height / 2);
    const last = api.daily.at(-1)!;
    await expect(previews.locator('[data-chart-tip]')).toHaveText(
      `${day(last.date)}Book previews viewed: ${last.booksViewed}`,
    );
  });
});

test.describe('mobile (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('fits the screen and stays accessible', async ({ page }) => {
    test.setTimeout(60_000);
    await openDashboard(page);
    for (const tab of ['Overview', 'Reader Impact']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.locator('[data-chart] svg path').first()).toBeVisible();
      // Every chart fits its figure.
      for (const chart of await page.locator('[data-chart]').all()) {
        const [outer, drawn] = [await chart.boundingBox(), await chart.locator('svg').boundingBox()];
        expect(drawn!.width).toBeGreaterThan(200);
        expect(drawn!.x + drawn!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 0.5);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});

test.describe('the engagement beacon', () => {
  /** Every beacon body the page sends. */
  function collectBeacons(
    page: Page,
  ): { type: string; path?: string; seconds?: number; sessionId: string }[] {
    const sent: { type: string; path?: string; seconds?: number; sessionId: string }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/engagement')
        sent.push(JSON.parse(r.postData() ?? '{}'));
    });
    return sent;
  }

  test('sends a page view on load and the time spent when the page is left', async ({ page }) => {
    const sent = collectBeacons(page);
    const view = page.waitForRequest((r) => r.url().endsWith('/api/engagement'));
    await page.goto('/analytics');
    await view;
    expect(sent[0]).toMatchObject({
      type: 'view',
      path: '/analytics',
      sessionId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
    });
    await page.waitForTimeout(1200);
    const time = page.waitForRequest(
      (r) => r.url().endsWith('/api/engagement') && r.postData()?.includes('"time"') === true,
    );
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    await time;
    const timed = sent.find((b) => b.type === 'time');
    expect(timed?.seconds).toBeGreaterThanOrEqual(1);
    expect(timed?.sessionId).toBe(sent[0]!.sessionId);
    expect(sent.filter((b) => b.type === 'view')).toHaveLength(1);
    // The same tab keeps its session id from page to page.
    const next = page.waitForRequest((r) => r.url().endsWith('/api/engagement'));
    await page.goto('/');
    expect(JSON.parse((await next).postData() ?? '{}')).toMatchObject({
      type: 'view',
      path: '/',
      sessionId: sent[0]!.sessionId,
    });
  });

  for (const [name, script] of [
    ['Do Not Track', "Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })"],
    [
      'Global Privacy Control',
      "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })",
    ],
  ] as const) {
    test(`sends nothing when the browser signals ${name}`, async ({ page }) => {
      await page.addInitScript(script);
      const sent = collectBeacons(page);
      await openDashboard(page);
      await page.waitForTimeout(1200);
      await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(sent).toEqual([]);
    });
  }
});
