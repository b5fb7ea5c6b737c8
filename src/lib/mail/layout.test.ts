/** The one mail layout, and every mail of the site written in it. */
import { describe, expect, it } from 'vitest';
import { composeMail, MAIL_THEME } from './layout';
import { confirmationMail } from '~/features/newsletter/confirm-mail';
import { welcomeMail } from '~/features/newsletter/welcome-mail';
import { issueMail, renderIssue } from '~/features/newsletter/issue-mail';
import {
  orderConfirmationMail,
  orderReceivedMail,
  orderRefundedMail,
  orderShippedMail,
  ownerOrderMail,
} from '~/features/shop/order-mail';
import { signInLinkMail } from '~/lib/auth/sign-in-link';
import { linkMail } from '~/features/tracker/link-mail';
import { contactNotification } from '~/features/contact/notification-mail';

const SITE = 'https://kendra.example';
const order = {
  id: 12,
  customerName: 'Ada Reader',
  customerEmail: 'ada@example.com',
  customerAddress: '12 Long Street\nSpringfield',
  size: 'S/M',
  quantity: 2,
  totalCents: 5198,
  carrier: 'UPS',
  trackingNumber: '1Z999AA10123456784',
  status: 'pending' as const,
  paypalPaymentId: null,
  notes: null,
};
const page = `${SITE}/orders/12?token=abc`;

describe('composeMail', () => {
  const mail = composeMail({
    kind: 'test',
    to: 'ada@example.com',
    subject: 'Hello & welcome',
    preheader: 'A first look',
    siteUrl: SITE,
    blocks: [
      { heading: 'Hi <Ada>' },
      { text: 'Read https://kendra.example/blog today.\nSecond line' },
      { button: 'Confirm', href: 'https://kendra.example/c?t=1&x=2' },
      { details: [['Total', '$51.98 USD']] },
      { note: ['Small print with ', { text: 'a link', href: 'https://kendra.example/u' }] },
      { html: '<p>Rendered</p>', text: 'Rendered' },
    ],
    footer: ['Why you get this.'],
  });

  it('writes an HTML part with every style inline: no <style>, no tables, brand fonts with fallbacks', () => {
    const html = mail.html!;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<style|<table|<link|<script/i);
    expect(html).toContain(MAIL_THEME.serif);
    expect(html).toContain("font-family:Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif");
    expect(html).toContain(`color:${MAIL_THEME.plum}`);
    expect(html).toContain('max-width:600px');
    // The footer: the reason, then the brand and the site.
    expect(html).toMatch(/Why you get this\.[\s\S]*Kendra Lane · Write Bold\. Live Loud\. Be Fabulous\./);
  });

  it('escapes text and links bare URLs', () => {
    const html = mail.html!;
    expect(html).toContain('Hi &#60;Ada&#62;');
    expect(html).toContain('<a href="https://kendra.example/blog" style=');
    expect(html).toContain('href="https://kendra.example/c?t=1&#38;x=2"');
    expect(html).toContain('today.<br>Second line');
    expect(html).toContain('<p>Rendered</p>');
    expect(html).toContain('A first look');
  });

  it('writes the same words as the plain-text part, links spelled out', () => {
    expect(mail.text).toBe(
      [
        'Hi <Ada>',
        '',
        'Read https://kendra.example/blog today.\nSecond line',
        '',
        'Confirm:\nhttps://kendra.example/c?t=1&x=2',
        '',
        'Total: $51.98 USD',
        '',
        'Small print with a link (https://kendra.example/u)',
        '',
        'Rendered',
        '',
        '--',
        'Why you get this.',
        'Kendra Lane · Write Bold. Live Loud. Be Fabulous. · https://kendra.example/',
      ].join('\n'),
    );
  });
});

describe('every mail of the site uses the layout, with a plain-text part', () => {
  const issue = renderIssue({ id: 3, subject: 'News', content: '# Hello\n\n[Blog](/blog)' }, SITE);
  const mails = {
    confirmation: confirmationMail('ada@example.com', SITE, 'tok'),
    welcome: welcomeMail('ada@example.com', SITE, 'tok'),
    issue: issueMail(issue, 'ada@example.com', { siteUrl: SITE, unsubscribeToken: 'tok' }),
    receipt: orderConfirmationMail(order, 'Classic Dad Hat', page),
    received: orderReceivedMail(order, 'Classic Dad Hat', page, true),
    shipped: orderShippedMail(order, 'Classic Dad Hat', page),
    refunded: orderRefundedMail(order, 'Classic Dad Hat', page),
    owner: ownerOrderMail(order, 'Classic Dad Hat', 'owner@example.com', SITE),
    signIn: signInLinkMail('owner@example.com', SITE, 'tok'),
    shelf: linkMail('ada@example.com', SITE, 'tok'),
    contact: contactNotification(
      { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: '<b>Hello</b>' },
      'owner@example.com',
    ),
  };

  it.each(Object.entries(mails))('%s', (_, mail) => {
    expect(mail.html).toContain('<p style="margin:0 0 12px 4px;font-family:');
    expect(mail.html).toContain('Kendra Lane · Write Bold. Live Loud. Be Fabulous.');
    expect(mail.html).not.toMatch(/<style|<table/i);
    expect(mail.text.length).toBeGreaterThan(40);
    expect(mail.text).not.toMatch(/<(p|a|h1|div)\b/);
  });

  it('styles an issue’s Markdown inline: plum headings and magenta links', () => {
    expect(mails.issue.html).toMatch(
      /<h1 style="margin:24px 0 12px;font-family:[^"]*Georgia[^"]*color:#4a1d5c">Hello<\/h1>/,
    );
    expect(mails.issue.html).toContain('<a href="https://kendra.example/blog" style="color:#b0154f');
  });

  it('links the order page from every buyer mail, in both parts', () => {
    for (const mail of [mails.receipt, mails.received, mails.shipped, mails.refunded]) {
      expect(mail.text).toContain(page);
      expect(mail.html).toContain(`href="${page.replace('&', '&#38;')}"`);
    }
    expect(mails.shipped.text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
  });

  it('tells an unpaid buyer how payment works, online or not', () => {
    expect(mails.received.subject).toBe('We received your Always Be Fabulous order #12');
    expect(mails.received.text).toContain('How payment works');
    expect(mails.received.text).toContain('PayPal payment request');
    const offline = orderReceivedMail(order, 'Classic Dad Hat', page, false);
    expect(offline.text).toContain('Online payment is not available right now');
    expect(offline.text).toContain('ada@example.com');
  });

  it('tells the owner what was ordered, by whom, and where it stands; Reply writes to the buyer', () => {
    expect(mails.owner.subject).toBe('New order #12: Classic Dad Hat (size S/M) x 2, $51.98');
    expect(mails.owner.headers).toEqual({ 'Reply-To': 'ada@example.com' });
    expect(mails.owner.text).toContain('Status: Not paid yet');
    expect(mails.owner.text).toContain(`${SITE}/admin/orders?q=%2312`);
    const paid = ownerOrderMail(
      { ...order, status: 'paid', paypalPaymentId: 'CAP1' },
      'Classic Dad Hat',
      'owner@example.com',
      SITE,
    );
    expect(paid.subject).toBe('New order #12: Classic Dad Hat (size S/M) x 2, $51.98 (paid)');
    expect(paid.text).toContain('Status: Paid through PayPal (paid)');
  });

  it('says how a refund was made', () => {
    expect(mails.refunded.text).toContain('through PayPal');
    expect(orderRefundedMail(order, 'Classic Dad Hat', page, 'manual').text).toContain(
      'was refunded in full by Kendra, the way you paid',
    );
  });
});
