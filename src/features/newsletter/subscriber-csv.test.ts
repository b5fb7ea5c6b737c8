import { describe, expect, it } from 'vitest';
import { parseSubscriberCsv } from './subscriber-csv';

describe('parseSubscriberCsv', () => {
  it('reads email, status and created_at in any column order, with a BOM, quotes and CRLF', () => {
    const csv =
      '\uFEFFstatus,Email,created_at\r\nconfirmed,"Ada@Example.com",2024-05-01T10:00:00.000Z\r\npending,bo@example.com,\r\n"unsubscribed",cy@example.com,1714557600000\r\n';
    expect(parseSubscriberCsv(csv)).toEqual({
      rows: [
        { email: 'ada@example.com', status: 'confirmed', createdAt: new Date('2024-05-01T10:00:00.000Z') },
        { email: 'bo@example.com', status: 'pending' },
        { email: 'cy@example.com', status: 'unsubscribed', createdAt: new Date(1714557600000) },
      ],
      errors: [],
    });
  });

  it('reports each bad row by its line and keeps the good ones', () => {
    const csv = [
      'email,status,created_at',
      'good@example.com,confirmed,',
      'not-an-email,confirmed,',
      'x@example.com,subscribed,',
      'y@example.com,pending,yesterday',
      'GOOD@example.com,pending,',
      'fine@example.com,unsubscribed,2023-01-01',
    ].join('\n');
    const { rows, errors } = parseSubscriberCsv(csv);
    expect(rows.map((r) => r.email)).toEqual(['good@example.com', 'fine@example.com']);
    expect(errors.map((e) => e.line)).toEqual([3, 4, 5, 6]);
    expect(errors[0]!.message).toMatch(/^email:/);
    expect(errors[1]!.message).toMatch(/status: must be one of pending, confirmed, unsubscribed/);
    expect(errors[2]!.message).toMatch(/created_at/);
    expect(errors[3]!.message).toMatch(/already on line 2/);
  });

  it('takes a file without a header in the export order', () => {
    expect(parseSubscriberCsv('a@example.com,confirmed,2024-01-01\n').rows).toEqual([
      { email: 'a@example.com', status: 'confirmed', createdAt: new Date('2024-01-01') },
    ]);
  });

  it('refuses a file with no email column, and an empty one', () => {
    expect(() => parseSubscriberCsv('name,age\nAda,36\n')).toThrow(/email column/);
    expect(() => parseSubscriberCsv('')).toThrow(/empty/);
  });

  it('reports an unclosed quote instead of failing the whole import', () => {
    const { rows, errors } = parseSubscriberCsv(
      'email,status\na@example.com,confirmed\n"b@example.com,pending\n',
    );
    expect(rows).toHaveLength(1);
    expect(errors).toEqual([{ line: 3, message: expect.stringMatching(/never closed/) }]);
  });

  it('still reads the good rows after an unclosed quote, and names each line it could not read', () => {
    const { rows, errors } = parseSubscriberCsv(
      [
        'email,status,created_at',
        'a@example.com,confirmed,',
        '"b@example.com,pending,',
        'c@example.com,confirmed,',
        'd@example.com,unsubscribed,2025-01-02T03:04:05Z',
        '"e@example.com,pending',
        'f@example.com,pending,',
        '',
      ].join('\r\n'),
    );
    expect(rows.map((row) => row.email)).toEqual([
      'a@example.com',
      'c@example.com',
      'd@example.com',
      'f@example.com',
    ]);
    expect(errors).toEqual([
      {
        line: 3,
        message: 'A quote (") opens on this line and is never closed; the rows after it were still read',
      },
      {
        line: 6,
        message: 'A quote (") opens on this line and is never closed; the rows after it were still read',
      },
    ]);
  });
});
