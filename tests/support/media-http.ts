/** Uploads for the media tests: multipart bodies, and a raw request that can stop part-way. */
import { request as httpRequest } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

/**
 * A valid grey PNG of `width` x `height` written by hand: all-zero rows compress to
 * almost nothing, so a few hundred KB decode to tens of megapixels (a decompression bomb).
 */
export function greyPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  // Each row: filter byte 0, then `width` black pixels.
  const rows = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file field. */
export function multipart(
  bytes: Buffer,
  { field = 'file', filename = 'image.jpg', type = 'image/jpeg' } = {},
): { body: Buffer; contentType: string } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Starts an upload that announces `declaredBytes` (or none: chunked) and sends only
 * `sentBytes` of it, then waits for the answer. Resolves with the status and how much
 * had been sent when the answer came.
 */
export function partialUpload(
  base: string,
  cookie: string,
  {
    declaredBytes,
    sendBytes,
    chunk = 256 * 1024,
  }: { declaredBytes?: number; sendBytes: number; chunk?: number },
): Promise<{ status: number; sent: number; text: string }> {
  const url = new URL('/api/admin/media', base);
  const boundary = '----partial';
  const headers: Record<string, string | number> = {
    cookie,
    origin: url.origin,
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
  if (declaredBytes !== undefined) headers['content-length'] = declaredBytes;
  return new Promise((done, fail) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(url, { method: 'POST', headers }, (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        done({ status: res.statusCode ?? 0, sent, text });
        req.destroy();
      });
    });
    req.on('error', (error) => (answered ? undefined : fail(error)));
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    req.write(head);
    sent += head.length;
    const pump = () => {
      while (!answered && sent < sendBytes) {
        const size = Math.min(chunk, sendBytes - sent);
        sent += size;
        if (!req.write(Buffer.alloc(size, 0x61))) return void req.once('drain', pump);
      }
      // Leave the request open: a server that waits for the rest never answers.
    };
    pump();
  });
}
