import sanitize from 'sanitize-html';

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** Only absolute http(s) addresses survive: no javascript:, data:, protocol-relative or relative ones. */
const webAddress = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed && WEB_ADDRESS.test(trimmed) ? trimmed : undefined;
};

const OPTIONS: sanitize.IOptions = {
  // sanitize-html's default tags (text, headings, lists, tables, links) plus images; never script, style,
  // iframe, object, form or svg.
  allowedTags: [...sanitize.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = webAddress(attribs.href);
      return {
        tagName,
        attribs: {
          ...(href ? { href } : {}),
          ...(attribs.title ? { title: attribs.title } : {}),
          target: '_blank',
          rel: 'noopener noreferrer',
        },
      };
    },
    img: (tagName, attribs) => {
      const src = webAddress(attribs.src);
      return { tagName, attribs: { ...attribs, src: src ?? '' } };
    },
  },
  // An image whose address was refused is dropped rather than left empty.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * The one sanitizer of HTML that administrators write (contest analysis, featured description), applied on save:
 * no scripts, styles, frames or event handlers, links and images only to http(s) addresses, and every link opens
 * in a new tab with rel="noopener noreferrer". The web app sanitizes again when it renders.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
