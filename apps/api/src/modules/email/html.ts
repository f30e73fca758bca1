import type { EmailAd } from './email-ad';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

export interface EmailLayoutOptions {
  brand: string;
  siteUrl: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** The unsubscribe address of a non-essential e-mail; essential mail (a reset link) has none. */
  unsubscribeUrl?: string;
  /** An advertiser's banner above the footer, its addresses already absolute (resolveEmailAd). */
  ad?: EmailAd | null;
}

/** The ad's banner: its image linking to the advertiser, marked as an advertisement and as a paid link. */
const adHtml = (ad: EmailAd) =>
  `<p style="color:#6C757D;font-size:12px;margin:24px 0 4px">Advertisement</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(ad.linkUrl)}" target="_blank" rel="noopener sponsored"><img src="${escapeHtml(ad.imageUrl)}" alt="${escapeHtml(ad.altText)}" style="display:block;max-width:100%;height:auto;border:0"></a></p>`;

/**
 * The one layout every e-mail shares: a heading, paragraphs, an optional button, and a footer naming the brand
 * (and the unsubscribe link when there is one). Every value is escaped: names and contest titles are typed by
 * people.
 */
export function emailLayout(options: EmailLayoutOptions) {
  const { brand, siteUrl, heading, paragraphs, action, unsubscribeUrl, ad } = options;
  const html = `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#212529">
<h1 style="color:#2D5032;font-size:20px">${escapeHtml(heading)}</h1>
${paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="background:#009849;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p>` : ''}
${ad ? adHtml(ad) : ''}
<p style="color:#6C757D;font-size:12px"><a href="${escapeHtml(siteUrl)}" style="color:#6C757D">${escapeHtml(brand)}</a>${
    unsubscribeUrl
      ? ` · <a href="${escapeHtml(unsubscribeUrl)}" style="color:#6C757D">Unsubscribe</a> from these e-mails`
      : ''
  }</p>
</body></html>`;
  const text = [
    heading,
    '',
    ...paragraphs,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    ...(ad ? ['', `Advertisement: ${ad.altText} ${ad.linkUrl}`] : []),
    '',
    `${brand}: ${siteUrl}`,
    ...(unsubscribeUrl ? [`Unsubscribe from these e-mails: ${unsubscribeUrl}`] : []),
  ].join('\n');
  return { html, text };
}
