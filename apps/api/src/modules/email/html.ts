const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

export interface EmailLayoutOptions {
  brand: string;
  siteUrl: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** The unsubscribe address of a non-essential e-mail; essential mail (a reset link) has none. */
  unsubscribeUrl?: string;
}

/**
 * The one layout every e-mail shares: a heading, paragraphs, an optional button, and a footer naming the brand
 * (and the unsubscribe link when there is one). Every value is escaped: names and contest titles are typed by
 * people.
 */
export function emailLayout(options: EmailLayoutOptions) {
  const { brand, siteUrl, heading, paragraphs, action, unsubscribeUrl } = options;
  const html = `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#212529">
<h1 style="color:#2D5032;font-size:20px">${escapeHtml(heading)}</h1>
${paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="background:#009849;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p>` : ''}
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
    '',
    `${brand}: ${siteUrl}`,
    ...(unsubscribeUrl ? [`Unsubscribe from these e-mails: ${unsubscribeUrl}`] : []),
  ].join('\n');
  return { html, text };
}
