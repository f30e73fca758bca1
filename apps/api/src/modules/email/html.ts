const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** The one layout every e-mail shares: a heading, paragraphs, an optional button. */
export function emailLayout(options: {
  brand: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}) {
  const { brand, heading, paragraphs, action } = options;
  const html = `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#212529">
<h1 style="color:#2D5032;font-size:20px">${escapeHtml(heading)}</h1>
${paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="background:#009849;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p>` : ''}
<p style="color:#6C757D;font-size:12px">${escapeHtml(brand)}</p>
</body></html>`;
  const text = [
    heading,
    '',
    ...paragraphs,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    brand,
  ].join('\n');
  return { html, text };
}
