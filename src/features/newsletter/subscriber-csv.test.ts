import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '~/features/admin/csv';
import { CSV_CHUNK_LINES, parseSubscriberCsv, unguardCell } from './subscriber-csv';

describe('parseSubscriberCsv', () => {
  it('reads email, status and created_at in any column order, with a BOM, quotes and CRLF', async () => {
    const csv =
      '\uFEFFstatus,Email,created_at\r\nconfirmed,"Ada@Example.com",2024-05-01T10:00:00.000Z\r\npending,bo@example.com,\r\n"unsubscribed",cy@example.com,1714557600000\r\n';
    expect(await parseSubscriberCsv(csv)).toEqual({
      rows: [
        { email: 'ada@example.com', status: 'confirmed', createdAt: new Date('2024-05-01T10:00:00.000Z') },
        { email: 'bo@example.com', status: 'pending' },
        { email: 'cy@example.com', status: 'unsubscribed', createdAt: new Date(1714557600000) },
      ],
      errors: [],
    });
  });

  it('reports each bad row by its line and keeps the good ones', async () => {
    const csv = [
      'email,status,created_at',
      'good@example.com,confirmed,',
      'not-an-email,confirmed,',
      'x@example.com,subscribed,',
      'y@example.com,pending,yesterday',
      'GOOD@example.com,pending,',
      'fine@example.com,unsubscribed,2023-01-01',
    ].join('\n');
    const { rows, errors } = await parseSubscriberCsv(csv);
    expect(rows.map((r) => r.email)).toEqual(['good@example.com', 'fine@example.com']);
    expect(errors.map((e) => e.line)).toEqual([3, 4, 5, 6]);
    expect(errors[0]!.message).toMatch(/^email:/);
    expect(errors[1]!.message).toMatch(/status: must be one of pending, confirmed, unsubscribed/);
    expect(errors[2]!.message).toMatch(/created_at/);
    expect(errors[3]!.message).toMatch(/already on line 2/);
  });

  it('takes a file without a header in the export order', async () => {
    expect((await parseSubscriberCsv('a@example.com,confirmed,2024-01-01\n')).rows).toEqual([
      { email: 'a@example.com', status: 'confirmed', createdAt: new Date('2024-01-01') },
    ]);
  });

  it('refuses a file with no email column, and an empty one', async () => {
    await expect(parseSubscriberCsv('name,age\nAda,36\n')).rejects.toThrow(/email column/);
    await expect(parseSubscriberCsv('')).rejects.toThrow(/empty/);
  });

  it('reports the line with an unclosed quote and keeps every good row after it', async () => {
    const { rows, errors } = await parseSubscriberCsv(
      'email,status\na@example.com,confirmed\n"b@example.com,pending\nc@example.com,confirmed\nd@example.com,pending\n',
    );
    expect(rows.map((r) => r.email)).toEqual(['a@example.com', 'c@example.com', 'd@example.com']);
    expect(errors).toEqual([{ line: 3, message: expect.stringMatching(/unreadable: .*Quote Not Closed/) }]);
  });

  it('keeps line numbers right across chunks, with a broken line in a later chunk', async () => {
    const lines = ['email,status'];
    for (let i = 1; i <= CSV_CHUNK_LINES * 2 + 10; i++) lines.push(`r${i}@example.com,confirmed`);
    const broken = CSV_CHUNK_LINES + 50; // a line of the second chunk
    lines[broken - 1] = '"broken@example.com,confirmed';
    const { rows, errors } = await parseSubscriberCsv(lines.join('\r\n'));
    expect(errors).toEqual([{ line: broken, message: expect.stringMatching(/Quote Not Closed/) }]);
    expect(rows).toHaveLength(lines.length - 2);
  });

  describe('a plain list of addresses (one column, header email or none)', () => {
    const list = 'email\nada@example.com\n\nBo@Example.com\n';

    it('is imported as confirmed when everyone on it agreed (consented)', async () => {
      for (const file of [list, 'ada@example.com\r\nbo@example.com\r\n'])
        expect(await parseSubscriberCsv(file, { consented: true })).toEqual({
          rows: [
            { email: 'ada@example.com', status: 'confirmed' },
            { email: 'bo@example.com', status: 'confirmed' },
          ],
          errors: [],
        });
    });

    it('is refused without that, saying what to do', async () => {
      await expect(parseSubscriberCsv(list)).rejects.toThrow(/no status column.*consented=true/);
    });

    it('keeps the status a file does carry, filling in only missing ones when consented', async () => {
      const { rows } = await parseSubscriberCsv(
        'email,status\na@example.com,unsubscribed\nb@example.com,\n',
        {
          consented: true,
        },
      );
      expect(rows.map((r) => r.status)).toEqual(['unsubscribed', 'confirmed']);
    });
  });
});

describe('the export and the import round trip', () => {
  it.each([
    ['=cmd@example.com', '=cmd@example.com'],
    ["'+x@example.com", '+x@example.com'],
    ["'-y@example.com", '-y@example.com'],
    ["'@z@example.com", '@z@example.com'],
    ["'plain", "'plain"],
    ['ada@example.com', 'ada@example.com'],
  ])('%s reads as %s', (cell, value) => expect(unguardCell(cell)).toBe(value));

  it('an exported address with a formula-like start imports as itself, not a new one', async () => {
    const subscribers = ['+x@example.com', '-y@example.com', 'ada@example.com'].map((email, i) => ({
      email,
      status: i === 1 ? 'unsubscribed' : 'confirmed',
      createdAt: new Date(Date.UTC(2025, 0, i + 1)),
    }));
    const csv = toCsv<(typeof subscribers)[number]>(
      [
        ['email', (r) => r.email],
        ['status', (r) => r.status],
        ['created_at', (r) => r.createdAt],
      ],
      subscribers,
    );
    expect(csv).toContain(csvCell('+x@example.com'));
    expect(csv).toContain("'+x@example.com");
    const { rows, errors } = await parseSubscriberCsv(csv);
    expect(errors).toEqual([]);
    expect(rows).toEqual(subscribers);
  });

  it('reads 100,000 rows, yielding to other work while it does', async () => {
    const lines = ['email,status,created_at'];
    for (let i = 0; i < 100_000; i++) lines.push(`reader${i}@example.com,confirmed,2025-01-01T00:00:00.000Z`);
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 1);
    const started = Date.now();
    const { rows } = await parseSubscriberCsv(lines.join('\r\n'));
    clearInterval(ticker);
    expect(rows).toHaveLength(100_000);
    // Timers ran while it parsed: it handed the thread back again and again.
    expect(ticks).toBeGreaterThanOrEqual(20);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
