import { createHash } from 'node:crypto';
import { brandInitials } from '@cj/shared/brand-colors';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { hasStarted } from '@cj/shared/rules/contest-status';
import { SHARE_CARD_MESSAGES, SHARE_CARD_SIZE } from '@cj/shared/share-card';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../app-context';
import { type CardSvg, renderCardPng, renderCardSvg } from '../../lib/card-image/render';
import { notFound } from '../../lib/http-errors';
import { brandName, publicUrl } from '../../lib/site';
import { standingOf } from '../contests/status';
import { type CardBrand, type PlayerCard, playerCard } from './player-card';
import { playerCardLayout } from './player-card-layout';
import { findShareCardFacts } from './repository';

/** Changed with the layout, so a card drawn anew never answers to a tag of the old drawing. */
const LAYOUT_VERSION = 1;

/** Rendered cards kept in this process: a card is about 95 KB, so over 300 of them. */
const CACHE_BYTES = 32 * 1024 * 1024;

export interface PlayerCardAnswer {
  /**
   * The tag of what the card shows: its texts change only when a race of the contest is finalized (or an
   * administrator corrects an entry), so the tag changes exactly then.
   */
  etag: string;
  card: PlayerCard;
}

function brandOf(ctx: AppContext, harness: boolean): CardBrand {
  const name = brandName(ctx.config, harness);
  return { name, initials: brandInitials(name), host: new URL(publicUrl(ctx.config, harness)).host };
}

/**
 * The card of entry `entryId` in the contest `{id}` names, as a visitor may see it: 404 for a contest a visitor
 * cannot see, one not started yet or cancelled, and an entry not in it. One statement.
 */
export async function findPlayerCard(
  ctx: AppContext,
  idOrSlug: string,
  entryId: number,
  harness: boolean,
): Promise<PlayerCardAnswer> {
  const now = ctx.now();
  const facts = await findShareCardFacts(ctx.db, idOrSlug, entryId, now);
  if (!facts) throw notFound(PLAYER_MESSAGES.contestNotFound);
  const { status } = standingOf({ ...facts.contest, firstRaceClosed: facts.firstRaceClosed }, now);
  if (status === 'cancelled') throw notFound(PLAYER_MESSAGES.contestCancelled);
  if (!hasStarted(status)) throw notFound(SHARE_CARD_MESSAGES.notStarted);
  if (!facts.entry || !facts.account) throw notFound(PLAYER_MESSAGES.playerNotFound);
  const card = playerCard({ ...facts, entry: { ...facts.entry, ...facts.account } }, brandOf(ctx, harness));
  const digest = createHash('sha256')
    .update(JSON.stringify([LAYOUT_VERSION, card]))
    .digest('base64url')
    .slice(0, 27);
  return { etag: `"${digest}"`, card };
}

/** The card's SVG and the texts laid out in it. */
export const playerCardSvg = (card: PlayerCard): Promise<CardSvg> =>
  renderCardSvg(playerCardLayout(card), SHARE_CARD_SIZE);

/**
 * Rendered PNGs by tag, in this process: a burst of link previews renders a card once (requests for a card being
 * rendered wait for that render), and a finalize, which changes the tag, makes the next request render again.
 */
export function createPlayerCardImages(ctx: AppContext) {
  const images = new LRUCache<string, Buffer, PlayerCard>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (png) => png.length,
    fetchMethod: async (_etag, _stale, { context }) => {
      ctx.metrics.shareCardsRendered.inc();
      return renderCardPng((await playerCardSvg(context)).svg);
    },
  });
  return {
    async png(answer: PlayerCardAnswer): Promise<Buffer> {
      const png = await images.fetch(answer.etag, { context: answer.card });
      if (!png) throw new Error('the card was not rendered');
      return png;
    },
  };
}
