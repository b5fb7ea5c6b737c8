import { describe, expect, it } from 'vitest';
import { cspHash, ownHashesOnly } from './page-policy';

const POLICY = (hashes: string[]) =>
  `default-src 'self';script-src 'self' ${hashes.join(' ')};style-src 'self' ${hashes.join(' ')};style-src-attr 'unsafe-inline'`;

describe('ownHashesOnly', () => {
  const theme = 'try{document.documentElement.dataset.theme="dark"}catch(e){}';
  const other = 'console.log("another page")';
  const css = 'body{margin:0}';
  const noscript = '[data-needs-js]{display:none!important}';
  const html = `<head><script>${theme}</script><style>${css}</style><noscript><style>${noscript}</style></noscript><script type="module" src="/a.js"></script></head>`;

  it('keeps the hashes of the inline scripts and styles the page holds, <noscript> ones too', () => {
    const all = [theme, other, css, noscript].map(cspHash);
    const policy = ownHashesOnly(html, POLICY(all));
    const [script, style] = [/script-src ([^;]*)/, /style-src ([^;]*)/].map((re) => re.exec(policy)![1]!);
    for (const source of [script, style]) {
      expect(source).toContain("'self'");
      expect(source).toContain(cspHash(theme));
      expect(source).toContain(cspHash(css));
      expect(source).toContain(cspHash(noscript));
      expect(source).not.toContain(cspHash(other));
    }
  });

  it('leaves every other directive and source as it was', () => {
    const policy = ownHashesOnly(html, POLICY([cspHash(other)]));
    expect(policy).toBe(
      "default-src 'self';script-src 'self';style-src 'self';style-src-attr 'unsafe-inline'",
    );
  });

  it('writes hash sources as a policy does', () => {
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});
