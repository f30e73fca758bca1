import { SHARE_CARD_QUERY } from '@cj/shared/share-card-links';
import { paths } from '@/config/paths';

/** The contest's public address naming the entry whose card its preview shows: /contest/slug?card=12. */
export function shareLink(slug: string, playerId: number, origin: string = window.location.origin): string {
  const link = new URL(paths.contest.getHref(slug), origin);
  link.searchParams.set(SHARE_CARD_QUERY, String(playerId));
  return link.href;
}

/** What became of a share: sent through the device's share sheet, copied, given up, or not possible here. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares the link through the device's share sheet (the Web Share API, phones) where there is one, else copies it.
 * A share sheet the player closes is no failure; a share sheet that refuses falls back to copying.
 */
export async function shareOrCopy(data: { url: string; title: string; text: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** Whether this browser has a share sheet to offer (else the link is copied). */
export const canShareNatively = () => typeof navigator.share === 'function';
