import { describe, expect, it } from 'vitest';
import { isSafeCss, sanitizeSvg } from './sanitize-svg';

const svg = (inner: string, rootAttributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg"${rootAttributes}>${inner}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps drawing: shapes, groups, gradients, text, local references and inline styles', () => {
    const source = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#009849"/></linearGradient></defs>' +
        '<g transform="translate(1 1)"><path d="M0 0L10 10" stroke="url(#g)" style="fill: #2D5032"/></g>' +
        '<text x="1" y="9" font-family="Inter">Acme &amp; Sons</text><use href="#g"/>',
      ' viewBox="0 0 10 10" width="10"',
    );
    expect(sanitizeSvg(source)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10">' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#009849"></stop></linearGradient></defs>' +
        '<g transform="translate(1 1)"><path d="M0 0L10 10" stroke="url(#g)" style="fill: #2D5032"></path></g>' +
        '<text x="1" y="9" font-family="Inter">Acme &amp; Sons</text><use href="#g"></use></svg>',
    );
  });

  it('drops script, foreignObject, animation and unknown elements with everything inside them', () => {
    const out = sanitizeSvg(
      svg(
        '<script>alert(1)</script><foreignObject><body onload="x()">hi</body></foreignObject>' +
          '<set attributeName="href" to="javascript:alert(1)"/><animate attributeName="x"/>' +
          '<iframe src="https://evil.example"/><feImage href="https://evil.example/a.png"/><rect/>',
      ),
    );
    expect(out).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect></rect></svg>');
  });

  it('drops every event handler and any attribute not on the list, whatever its case', () => {
    const out = sanitizeSvg(
      svg('<rect onclick="a()" ONLOAD="b()" onMouseOver="c()" width="1" data-x="y"/>', ' onload="d()"'),
    );
    expect(out).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"></rect></svg>');
  });

  it('unwraps links but keeps what they wrap', () => {
    expect(sanitizeSvg(svg('<a href="javascript:alert(1)"><circle r="1"/></a>'))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"></circle></svg>',
    );
  });

  it('keeps only references inside the image and embedded raster images', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const out = sanitizeSvg(
      svg(
        `<use href="https://evil.example/s.svg#a"/><use xlink:href="#local"/><image href="${png}"/>` +
          '<image href="data:image/svg+xml;base64,PHN2Zz4="/><image href="//evil.example/a.png"/>' +
          '<rect fill="url(https://evil.example/p)" style="background: url(\'https://evil.example\')"/>' +
          '<rect mask="url(#m)" clip-path="url( \'#c\' )"/>',
      ),
    );
    expect(out).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><use></use><use href="#local"></use>' +
        `<image href="${png}"></image><image></image><image></image><rect></rect>` +
        '<rect mask="url(#m)" clip-path="url( \'#c\' )"></rect></svg>',
    );
  });

  it('keeps safe style sheets and empties unsafe ones, even when written with entities or in pieces', () => {
    expect(sanitizeSvg(svg('<style><![CDATA[.a > .b { fill: red }]]></style>'))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><style>.a &gt; .b { fill: red }</style></svg>',
    );
    for (const css of [
      '@import "https://evil.example/x.css";',
      '.a { fill: u&#114;l(https://evil.example/x) }',
      '.a { background: \\75rl(https://evil.example) }',
      '.a { behavior: url(#x) } .b { -moz-binding: url(https://evil.example) }',
    ]) {
      expect(sanitizeSvg(svg(`<style>${css}</style>`))).toBe(
        '<svg xmlns="http://www.w3.org/2000/svg"><style></style></svg>',
      );
    }
  });

  it('re-escapes text so markup hidden in entities stays text', () => {
    expect(sanitizeSvg(svg('<text>&lt;script&gt;alert(1)&lt;/script&gt;</text>'))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><text>&lt;script&gt;alert(1)&lt;/script&gt;</text></svg>',
    );
    expect(sanitizeSvg(svg('<style>&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;</style>'))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><style>&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;</style></svg>',
    );
  });

  it('drops the doctype, entities, processing instructions, comments and anything after the root', () => {
    const source =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY e "boom">]><!-- note -->' +
      `${svg('<?php echo 1; ?><text>&e;</text><!-- inside -->')}<script>after()</script>`;
    expect(sanitizeSvg(source)).toBe('<svg xmlns="http://www.w3.org/2000/svg"><text>&amp;e;</text></svg>');
  });

  it('sets the SVG namespace on the root whatever was declared', () => {
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/1999/xhtml"><rect/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect></rect></svg>',
    );
  });

  it('answers null when the root is not svg', () => {
    expect(sanitizeSvg('<html><svg></svg></html>')).toBeNull();
    expect(sanitizeSvg('just text')).toBeNull();
  });
});

describe('isSafeCss', () => {
  it('allows local url() references and plain properties only', () => {
    expect(isSafeCss('.a{fill:url(#g);stroke:#000}')).toBe(true);
    expect(isSafeCss('.a{fill:url(data:image/png;base64,AAAA)}')).toBe(false);
    expect(isSafeCss('.a{fill:URL(https://evil.example)}')).toBe(false);
    expect(isSafeCss('.a{width:expression(alert(1))}')).toBe(false);
  });
});
