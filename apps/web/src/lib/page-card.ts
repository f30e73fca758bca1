import type { Site } from '@cj/shared/site';
import type { MetaDescriptor } from 'react-router';

/** What a page's HTML says about it: its title, and the card a link to it previews as in chats and on social media. */
export interface PageCard {
  title: string;
  description: string;
  /** The page's own address on the host's site. */
  url: string;
  /** The brand's picture (an absolute address), or a picture of the page's own with its size. */
  image: string;
  imageSize?: { width: number; height: number };
}

/** 'Contest Jockey: Upcoming', as the browser's tab shows it (lib/document-title.ts). */
export const pageTitle = (site: Site, title?: string) =>
  title ? `${site.productName}: ${title}` : site.productName;

/** A page card on the brand of the host: its address from the site's public address, the brand's app icon. */
export function pageCard(
  site: Site,
  publicUrl: string,
  { title, description, path }: { title?: string; description: string; path: string },
): PageCard {
  return {
    title: pageTitle(site, title),
    description,
    url: `${publicUrl}${path}`,
    image: `${publicUrl}/icons/${site.isHarness ? 'harness' : 'thoroughbred'}-512.png`,
  };
}

/** The page's title, description, Open Graph and Twitter tags. */
export function pageCardMeta(card: PageCard): MetaDescriptor[] {
  const size = card.imageSize
    ? [
        { property: 'og:image:width', content: String(card.imageSize.width) },
        { property: 'og:image:height', content: String(card.imageSize.height) },
      ]
    : [];
  return [
    { title: card.title },
    { name: 'description', content: card.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: card.title },
    { property: 'og:description', content: card.description },
    { property: 'og:url', content: card.url },
    { property: 'og:image', content: card.image },
    ...size,
    // A picture of the page's own (a player's share card) shows large; the brand's icon small.
    { name: 'twitter:card', content: card.imageSize ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: card.title },
    { name: 'twitter:description', content: card.description },
    { name: 'twitter:image', content: card.image },
  ];
}
