import { Property } from '@cj/shared/enums';
import { describe, expect, it } from 'vitest';
import { pickEncoding } from '../../src/plugins/page-compression';
import { fillShell } from '../../src/plugins/web-shell';

describe('the web shell', () => {
  it('prefers Brotli among equals, then gzip, honouring q-values and q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(pickEncoding('BR')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('br;q=0.0,gzip;q=0')).toBe('identity');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
  });

  it('escapes the brand as HTML and the site as JSON that cannot close its script element', () => {
    const site = {
      productName: "Tom & Jerry's <Stakes>",
      property: Property.Thoroughbred,
      isHarness: false,
      contactEmail: 'a@b.test',
      socialLinks: [{ name: 'X', url: 'https://x.test/</script><script>alert(1)</script>' }],
      sisterSite: { productName: 'Harness Jockey', url: null },
      pushPublicKey: null,
    };
    const html = fillShell('<title><!--cj:brand--></title><!--cj:site--><p><!--cj:brand--></p>', site);
    expect(html).toContain('<title>Tom &amp; Jerry&#39;s &lt;Stakes&gt;</title>');
    expect(html).toContain('<p>Tom &amp; Jerry&#39;s &lt;Stakes&gt;</p>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script id="cj-site" type="application\/json">(.*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '')).toEqual(site);
  });
});
