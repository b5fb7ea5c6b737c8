import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('top navigation links go where SPEC.md says', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of <const>[
      ['Home', '/'],
      ['Books', '/catalog'],
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // Community and Reading Tracker are in the Community dropdown (CONTRACT.md §20), not inline.
    await expect(nav.getByRole('link', { name: 'Community' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  test('the Community dropdown reaches Community and the Reading Tracker, by keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const community = nav.getByRole('button', { name: 'Community' });
    const ventures = nav.getByRole('button', { name: 'Ventures' });
    const menu = page.locator('#community-menu');
    await community.focus();
    await page.keyboard.press('Enter');
    await expect(community).toHaveAttribute('aria-expanded', 'true');
    for (const [name, desc, href] of <const>[
      ['Community', 'Reading challenge & reader stories', '/community'],
      ['Reading Tracker', 'Your shelf and yearly goal', '/reading-tracker'],
    ]) {
      const link = menu.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toContainText(desc);
    }
    // One dropdown open at a time.
    await ventures.click();
    await expect(menu).toBeHidden();
    await expect(community).toHaveAttribute('aria-expanded', 'false');
    await community.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: /^Reading Tracker/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/reading-tracker$/, { waitUntil: 'domcontentloaded' });
    // On either page of the group, its button shows where the visitor is.
    await expect(nav.getByRole('button', { name: 'Community' })).toHaveClass(/text-magenta/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('each dropdown opens on hover or focus, so Community and the Reading Tracker stay reachable', async ({
      page,
    }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const community = nav.getByRole('button', { name: 'Community' });
      const tracker = page.locator('#community-menu a[href="/reading-tracker"]');
      await community.hover();
      await expect(tracker).toBeVisible();
      await page.mouse.move(0, 400);
      await expect(tracker).toBeHidden();
      // By keyboard: Tab to the button, then on into its links.
      for (let i = 0; i < 20 && !(await community.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(community).toBeFocused();
      await expect(tracker).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(tracker).toBeFocused();
    });

    test('at 360 px the menu is simply shown, the Community links with it', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/');
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      for (const name of ['Community', 'Reading Tracker', 'Writing Services'])
        await expect(menu.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    });
  });

  for (const width of [768, 1024]) {
    test(`at ${width} px the bar holds every item on one line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const items = [
        nav.getByRole('link', { name: 'Kendra Lane' }),
        ...(await nav.getByRole('link', { name: /^(Home|Books|About|Blog|Contact|Search)$/ }).all()),
        nav.getByRole('button', { name: 'Ventures' }),
        nav.getByRole('button', { name: 'Community' }),
      ];
      expect(items).toHaveLength(9);
      // Every item is one line high (the site's name too) and they share one middle line.
      const middles = new Set<number>();
      for (const item of items) {
        const box = (await item.boundingBox())!;
        expect(box.height).toBeLessThanOrEqual(44);
        middles.add(Math.round(box.y + box.height / 2));
      }
      expect(middles.size).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('Ventures dropdown opens with descriptions, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/');
    const ventures = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Ventures' });
    await expect(ventures).toHaveAttribute('aria-expanded', 'false');
    await ventures.click();
    await expect(ventures).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#ventures-menu');
    for (const [name, desc, href] of <const>[
      ['Writing Services', 'Mentoring & guidance', '/writing-services'],
      ['Busy Brain App', 'Life management tool', '/busy-brain'],
      ['Always Be Fabulous', 'Clothing line', '/always-be-fabulous'],
    ]) {
      const link = menu.getByRole('link', { name: new RegExp(name) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toContainText(desc);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(ventures).toBeFocused();
    await expect(ventures).toHaveAttribute('aria-expanded', 'false');
  });

  test('the dropdown works from the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const ventures = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Ventures' });
    await ventures.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.locator('#ventures-menu a').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/writing-services$/);
  });

  test('footer has the brand blurb, Quick Links, Latest Books, Follow Me and the copyright line', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText('Write Bold. Live Loud. Be Fabulous.');
    const quick = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
    await expect(quick).toHaveCount(6);
    const quickHrefs = await quick.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(quickHrefs).toEqual([
      '/catalog',
      '/about',
      '/blog',
      '/writing-services',
      '/community',
      '/reading-tracker',
    ]);
    const books = footer.getByRole('navigation', { name: 'Latest Books' }).getByRole('link');
    await expect(books).toHaveCount(4);
    const bookHrefs = await books.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // The four newest books (on the demo, books 1 to 4), straight to their free chapter: no redirect on the way.
    expect(bookHrefs).toEqual(['/book/1/preview', '/book/2/preview', '/book/3/preview', '/book/4/preview']);
    for (const href of bookHrefs)
      expect((await page.request.get(href!, { maxRedirects: 0 })).status()).toBe(200);
    for (const text of await books.allTextContents()) expect(text.trim().length).toBeGreaterThan(2);
    const follow = footer.locator('section', { hasText: 'Follow Me' }).getByRole('link');
    await expect(follow).toHaveCount(4);
    for (const name of ['Instagram', 'Facebook', 'LinkedIn', 'TikTok']) {
      await expect(follow.filter({ hasText: name })).toHaveAttribute('target', '_blank');
    }
    // The year of the build (CONTRACT §16), not a year written into the page.
    await expect(footer.getByText(`© ${new Date().getUTCFullYear()} Kendra Lane`)).toBeVisible();
    // CONTRACT §18: the terms pages are pages of the site, linked from the footer.
    const legal = footer.getByRole('navigation', { name: 'Legal' }).getByRole('link');
    const legalHrefs = await legal.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(legalHrefs).toEqual(['/privacy', '/terms', '/shipping-returns']);
    await expect(legal).toHaveText(['Privacy Policy', 'Terms of Service', 'Shipping & Returns']);
  });

  test('unknown paths answer 404 with Page Not Found', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  test('the layout has no serious or critical axe violation, and ships no React', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/no-such-page');
    expect(await seriousViolations(page)).toEqual([]);
    expect(scripts).toEqual([]);
    await expect(page.locator('astro-island')).toHaveCount(0);
  });

  test('the page has a title, description, canonical and Open Graph tags', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Kendra Lane/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/.+\/$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /og-default\.png$/);
  });
});

test.describe('mobile (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu toggle opens a stacked list with Ventures and the secondary links', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle.locator('[data-icon="menu"]')).toBeVisible();
    await expect(toggle.locator('[data-icon="close"]')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The icon tells it is open: a cross instead of the three bars.
    await expect(toggle.locator('[data-icon="close"]')).toBeVisible();
    await expect(toggle.locator('[data-icon="menu"]')).toBeHidden();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'Books', 'About', 'Blog', 'Contact', 'Community', 'Reading Tracker']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const ventures = menu.getByRole('button', { name: 'Ventures' });
    await ventures.click();
    await expect(ventures).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: /Busy Brain App/ })).toBeVisible();
    await ventures.click();
    await expect(menu.getByRole('link', { name: /Busy Brain App/ })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle.locator('[data-icon="menu"]')).toBeVisible();
  });

  test('choosing a link closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Home', exact: true })
      .click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('nothing overflows horizontally and axe finds no serious violation with the menu open', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('in-page jumps glide only for visitors whose system does not ask for less motion', async ({
  browser,
}) => {
  for (const [reducedMotion, behaviour] of [
    ['no-preference', 'smooth'],
    ['reduce', 'auto'],
  ] as const) {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await page.goto('/about');
    const scroll = await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    expect(scroll, reducedMotion).toBe(behaviour);
    await context.close();
  }
});
