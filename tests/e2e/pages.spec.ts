/** The pre-rendered public pages: key texts and links, accessibility, no JavaScript needed. */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { PUBLIC_PAGES } from './support/pages';

const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href')));

test.describe('home', () => {
  test('hero: headline, four role chips, intro, the two buttons and three value blurbs', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Write Bold. Live Loud. Be Fabulous.');
    const chips = page.locator('section[aria-labelledby="hero-title"] ul').first().getByRole('listitem');
    await expect(chips).toHaveText(['Author', 'App Developer', 'Entrepreneur', 'Momma']);
    await expect(page.getByRole('link', { name: 'Read My Books' })).toHaveAttribute('href', '/catalog');
    await expect(page.getByRole('link', { name: "Let's Create Together" })).toHaveAttribute(
      'href',
      '/writing-services',
    );
    for (const value of ['Authentic Living', 'Bold Entrepreneurship', 'Inspiring Stories']) {
      await expect(page.getByRole('heading', { name: value })).toBeVisible();
    }
  });

  test('sections come in the order of SPEC.md, with #books, #blog and #newsletter', async ({ page }) => {
    await page.goto('/');
    const headings = await page.locator('main h2').allTextContents();
    const order = [
      'My Ventures',
      'Featured Books',
      'Writing Services',
      'What Readers Say',
      'Stats & Recognition',
      'From the Blog',
      'Join the Fabulous Readers Club',
    ];
    const positions = order.map((h) => headings.indexOf(h));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const anchor of ['books', 'blog', 'newsletter'])
      await expect(page.locator(`#${anchor}`)).toHaveCount(1);
  });

  test('four venture cards; the eBook opens an external store in a new tab', async ({ page }) => {
    await page.goto('/');
    const ventures = page.locator('section', { has: page.getByRole('heading', { name: 'My Ventures' }) });
    await expect(ventures.getByRole('listitem')).toHaveCount(4);
    const ebook = ventures.getByRole('link', { name: /Get the eBook/ });
    await expect(ebook).toHaveAttribute('href', /^https:\/\//);
    await expect(ebook).toHaveAttribute('target', '_blank');
    await expect(ebook).toHaveAttribute('rel', /noopener/);
    expect(await hrefs(page, 'section:has(#ventures-title) a')).toEqual([
      expect.stringMatching(/^https:/),
      '/busy-brain',
      '/always-be-fabulous',
      '/writing-services',
    ]);
  });

  test('featured books come from the database, with View All Books', async ({ page }) => {
    await page.goto('/');
    const books = page.locator('#books');
    await expect(books.getByRole('heading', { level: 3 })).toHaveText([
      'The Red Door',
      'Loud Little Heart',
      'Sequins on Sunday',
    ]);
    await expect(books.getByRole('link', { name: 'View All Books' })).toHaveAttribute('href', '/catalog');
    await expect(books.getByRole('link', { name: /^Read Preview of The Red Door/ })).toHaveAttribute(
      'href',
      '/book/1/preview',
    );
    await expect(books.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
  });

  for (const width of [700, 1280]) {
    test(`at ${width} px the three featured books share one row: none sits alone`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const tops = await page
        .locator('#books article')
        .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
      expect(tops).toHaveLength(3);
      expect(new Set(tops).size).toBe(1);
    });
  }

  test('writing services, testimonials, the six figures and the latest three posts', async ({ page }) => {
    await page.goto('/');
    for (const price of ['From $150', '$75/session', '$45/workshop', '$125/course (8-week)']) {
      await expect(page.getByText(price, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Explore Writing Services' })).toHaveAttribute(
      'href',
      '/writing-services',
    );
    await expect(page.locator('section:has(> div > h2:text("What Readers Say")) figure')).toHaveCount(3);
    for (const figure of ['2,500+', '4.5+', '3,500+', '14', '156', '47']) {
      await expect(
        page.locator('dd', { hasText: new RegExp(`^${figure.replace('+', '\\+')}$`) }),
      ).toHaveCount(1);
    }
    const blog = page.locator('#blog');
    await expect(blog.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(blog.getByRole('heading', { level: 3 }).first()).toHaveText(
      'What This Year Taught Me, Before It Slips Away',
    );
    await expect(blog.getByRole('link', { name: 'Read the Blog' })).toHaveAttribute('href', '/blog');
  });

  test('the images below the fold load lazily and every image has its size', async ({ page }) => {
    await page.goto('/');
    const images = page.locator('main img');
    expect(await images.count()).toBeGreaterThan(0);
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
    }
    await expect(page.locator('#blog img').first()).toHaveAttribute('loading', 'lazy');
  });
});

test.describe('about and journey', () => {
  test('about: biography and the six social links by name', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Kendra');
    await expect(page.getByRole('img', { name: 'Illustrated portrait of Kendra Lane' })).toBeVisible();
    await expect(page.locator('main')).toContainText('Busy Brain');
    const social = page.locator('#social');
    for (const name of ['Instagram', 'Facebook', 'LinkedIn', 'TikTok', 'Amazon Author Page', 'Goodreads']) {
      const link = social.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(social.getByRole('link')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Read My Journey' })).toHaveAttribute(
      'href',
      '/about/journey',
    );
  });

  for (const path of ['/', '/about']) {
    test(`${path} describes the author (Person) and the site (WebSite) in JSON-LD`, async ({ page }) => {
      await page.goto(path);
      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
      const person = data.find((d) => d['@type'] === 'Person');
      const website = data.find((d) => d['@type'] === 'WebSite');
      expect(person).toMatchObject({
        name: 'Kendra Lane',
        url: expect.stringMatching(/^https?:\/\/[^/]+\/about$/),
        image: expect.stringMatching(/^https?:\/\//),
      });
      // Her profiles are the six social links the owner keeps in the Site tab.
      expect(person.sameAs).toHaveLength(6);
      expect(website).toMatchObject({
        url: expect.stringMatching(/^https?:\/\/[^/]+\/$/),
        publisher: { '@id': person['@id'] },
        potentialAction: {
          target: { urlTemplate: expect.stringMatching(/\/search\?q=\{search_term_string\}$/) },
        },
      });
    });
  }

  test('journey: the story, three ventures and the tagline', async ({ page }) => {
    await page.goto('/about/journey');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Journey');
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([
      'The Books',
      'Busy Brain',
      'Always Be Fabulous',
    ]);
    expect(await hrefs(page, 'main li a')).toEqual(['/catalog', '/busy-brain', '/always-be-fabulous']);
    await expect(
      page.locator('main').getByText('Write Bold. Live Loud. Be Fabulous.', { exact: true }),
    ).toBeVisible();
  });
});

test('start here: four audience cards and three quick wins', async ({ page }) => {
  await page.goto('/start-here');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start Here');
  const audiences = page.locator('section:has(#audiences-title) li a');
  expect(await audiences.evaluateAll((a) => a.map((l) => l.getAttribute('href')))).toEqual([
    '/catalog',
    '/writing-services',
    '/always-be-fabulous',
    '/busy-brain',
  ]);
  const wins = page.locator('section:has(#wins-title) li');
  await expect(wins.getByRole('heading')).toHaveText([
    'Join the newsletter',
    'Follow along on social',
    'Start reading',
  ]);
  expect(await hrefs(page, 'section:has(#wins-title) li a')).toEqual([
    '/#newsletter',
    '/about#social',
    '/book/1/preview',
  ]);
  // The first book with a free chapter, named by its title (not a figure placeholder).
  await expect(wins.last()).toContainText('Read the first chapter of The Red Door, free, right now.');
});

test.describe('writing services', () => {
  test('four services with the exact prices and durations, three testimonials, approach, calls to /contact and /about', async ({
    page,
  }) => {
    await page.goto('/writing-services');
    const services = page.locator('section:has(#services-title) > ul > li');
    await expect(services).toHaveCount(4);
    for (const [title, price, duration] of [
      ['Manuscript Evaluation', 'From $150', '2-3 weeks'],
      ['One-on-One Mentoring', '$75/session', '3-6 months'],
      ['Small-Group Workshops', '$45/workshop', '4-week series, groups of 6-8 people'],
      ['Bold Beginner Writing Course', '$125/course (8-week)', '8 weeks'],
    ] as const) {
      const card = services.filter({ has: page.getByRole('heading', { name: title }) });
      await expect(card).toContainText(price);
      await expect(card).toContainText(`Duration: ${duration}`);
    }
    await expect(page.locator('section:has(> div > h2:text("What Writers Say")) figure')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'My Approach' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Me' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Learn About Kendra' })).toHaveAttribute('href', '/about');
  });

  test('FAQ: ten questions; answers open and close, and several can be open at once', async ({ page }) => {
    await page.goto('/writing-services');
    const items = page.locator('details');
    await expect(items).toHaveCount(10);
    const first = items.nth(0);
    const third = items.nth(2);
    await expect(first.locator('p')).toBeHidden();
    await first.locator('summary').click();
    await third.locator('summary').click();
    await expect(first.locator('p')).toBeVisible();
    await expect(third.locator('p')).toBeVisible();
    await expect(first).toHaveAttribute('open', '');
    await first.locator('summary').click();
    await expect(first.locator('p')).toBeHidden();
    await expect(third.locator('p')).toBeVisible();
    // From the keyboard alone.
    await items.nth(4).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(4).locator('p')).toBeVisible();
  });
});

test('busy brain: disabled store button, four features, three local screenshots, a button to the newsletter', async ({
  page,
}) => {
  await page.goto('/busy-brain');
  await expect(page.getByRole('button', { name: 'Coming Soon to App Stores' })).toBeDisabled();
  await expect(page.locator('section:has(#features-title) h3')).toHaveText([
    'Calendar',
    'Medication Tracker',
    'Budgeting',
    'Journaling',
  ]);
  const screens = page.locator('section:has(#screens-title) img');
  await expect(screens).toHaveCount(3);
  for (const img of await screens.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('src', /^\/images\/busy-brain\//);
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(page.getByRole('link', { name: 'Get Launch Updates' })).toHaveAttribute(
    'href',
    '/#newsletter',
  );
});

test.describe('every public page', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path}: no serious axe violation, a unique title and description, and no script loaded except on /catalog`, async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await seriousViolations(page)).toEqual([]);
      expect(scripts).toEqual([]);
      // Islands: the home page's newsletter form (hydrated when scrolled into view) and a book's
      // 'Want to read' button (its code loads only when touched, so no script is fetched above).
      const island = path === '/' || (path.startsWith('/book/') && heading !== 'Book Not Found');
      await expect(page.locator('astro-island')).toHaveCount(island ? 1 : 0);
      // Only the catalogue carries the search script (inline, so it costs no request).
      const search = await page
        .locator('script:not([src])')
        .evaluateAll((scripts) => scripts.filter((el) => el.textContent?.includes('data-book-card')).length);
      expect(search).toBe(path === '/catalog' ? 1 : 0);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    });
  }

  test('titles and descriptions are unique across pages', async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path } of PUBLIC_PAGES) {
      const html = await (await request.get(path)).text();
      titles.add(/<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '');
      descriptions.add(/<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '');
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
    expect(descriptions.size).toBe(PUBLIC_PAGES.length);
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('every page still shows its content', async ({ page }) => {
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      expect((await page.locator('main').innerText()).length, path).toBeGreaterThan(40);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    }
  });

  test('the FAQ still opens', async ({ page }) => {
    await page.goto('/writing-services');
    await page.locator('details summary').first().click();
    await expect(page.locator('details p').first()).toBeVisible();
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no page overflows horizontally', async ({ page }) => {
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
