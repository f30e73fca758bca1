import { AdPlacement, Property } from '@cj/shared/enums';
import { addMinutes } from '../../lib/time';
import type { DbOrTx } from '../client';
import { ads } from '../schema/audit';
import { chatMessages } from '../schema/contests';
import type { PlayerDraft } from './contest-players';
import type { SeededContest } from './contests';

/** The homepage ad banner of each property. */
export async function insertAds(tx: DbOrTx): Promise<void> {
  await tx.insert(ads).values([
    {
      placement: AdPlacement.Homepage,
      property: Property.Thoroughbred,
      imageUrl: '/ads/homepage-thoroughbred.svg',
      linkUrl: 'https://example.com/',
      altText: 'Handicap smarter: free past performances every race day',
    },
    {
      placement: AdPlacement.Homepage,
      property: Property.Harness,
      imageUrl: '/ads/homepage-harness.svg',
      linkUrl: 'https://example.com/',
      altText: 'Harness racing every night: watch live and play along',
    },
  ]);
}

const CHAT_BEFORE_THE_RACES = [
  'Good luck everyone!',
  'Anyone else like the favourite in the third?',
  'Check the scratches before you lock in race 1.',
];

const CHAT_AFTER_THE_RACES = [
  'Good luck everyone!',
  'That was a wild finish in the fifth.',
  'Congrats to the leaders, well played.',
];

/** A few chat lines from entrants of each chat-enabled contest, with fixed UUIDs. */
export async function insertChat(
  tx: DbOrTx,
  contest: SeededContest,
  entries: readonly PlayerDraft[],
  now: Date,
  firstMessageNumber: number,
): Promise<number> {
  if (!contest.plan.chatEnabled || entries.length === 0) return 0;
  const started = contest.startTime < now;
  const lines = started ? CHAT_AFTER_THE_RACES : CHAT_BEFORE_THE_RACES;
  const lastMessageAt = started ? addMinutes(contest.startTime, 150) : addMinutes(now, -5);
  const messages = lines.map((content, index) => ({
    id: `5eed0000-0000-4000-8000-${String(firstMessageNumber + index).padStart(12, '0')}`,
    contestId: contest.id,
    accountId: entries[index % entries.length]!.accountId,
    content,
    createdAt: addMinutes(lastMessageAt, (index - lines.length + 1) * 7),
  }));
  await tx.insert(chatMessages).values(messages);
  return messages.length;
}
