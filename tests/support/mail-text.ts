/**
 * The plain-text (or HTML) body of a mail the loopback SMTP receiver kept, decoded: the text/plain
 * part of a multipart mail, quoted-printable or base64 undone, so tests can follow links.
 */
import type { ReceivedMail } from './smtp-receiver';

function decode(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Splits a MIME entity into its header block and body. */
function split(entity: string): { headers: string; body: string } {
  const at = entity.search(/\r?\n\r?\n/);
  if (at < 0) return { headers: entity, body: '' };
  return { headers: entity.slice(0, at), body: entity.slice(at).replace(/^\r?\n\r?\n/, '') };
}

const header = (headers: string, name: string) =>
  new RegExp(`^${name}:\\s*([^\\r\\n]*(?:\\r?\\n[ \\t][^\\r\\n]*)*)`, 'im')
    .exec(headers)?.[1]
    ?.replace(/\r?\n[ \t]/g, ' ') ?? '';

/** The decoded text/plain body of `mail`. */
export function mailText(mail: Pick<ReceivedMail, 'raw'>): string {
  return mailPart(mail, 'text/plain');
}

/** The decoded text/html body of `mail` ('' when it has none). */
export function mailHtml(mail: Pick<ReceivedMail, 'raw'>): string {
  return /content-type:\s*text\/html/i.test(mail.raw) ? mailPart(mail, 'text/html') : '';
}

/** The decoded body of the part of `mail` whose content type is `wanted` (else its first part). */
function mailPart(mail: Pick<ReceivedMail, 'raw'>, wanted: 'text/plain' | 'text/html'): string {
  const pattern = new RegExp(`content-type:\\s*${wanted.replace('/', '\\/')}`, 'i');
  let entity = mail.raw;
  for (let depth = 0; depth < 5; depth++) {
    const { headers, body } = split(entity);
    const type = header(headers, 'content-type');
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      const parts = body.split(`--${boundary}`).slice(1, -1);
      entity = parts.find((p) => pattern.test(split(p.replace(/^\r?\n/, '')).headers)) ?? parts[0] ?? '';
      entity = entity.replace(/^\r?\n/, '');
      continue;
    }
    return decode(body, header(headers, 'content-transfer-encoding'));
  }
  return '';
}
