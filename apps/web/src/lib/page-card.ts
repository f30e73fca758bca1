import type { Site } from '@cj/shared/site';
import type { MetaDescriptor } from 'react-router';

/** What a page's HTML says about it: its title, and the card a link to it previews as in chats and on social media. */
export interface PageCard {
  title: string;
  description: string;
  /** The page's own address on the host's site. */
  url: string;
  /** The brand's picture (an absolute address). */
  image: string;
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
  return [
    { title: card.title },
    { name: 'description', content: card.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: card.title },
    { property: 'og:description', content: card.description },
    { property: 'og:url', content: card.url },
    { property: 'og:image', content: card.image },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: card.title },
    { name: 'twitter:description', content: card.description },
    { name: 'twitter:image', content: card.image },
  ];
}
