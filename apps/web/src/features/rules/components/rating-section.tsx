import { ordinal } from '@cj/shared/rules/ordinal';
import {
  type Finish,
  percentileFinish,
  RATING_LIST_MIN_FINISHES,
  RATING_PRIOR_FINISHES,
  RATING_PRIOR_SUM,
  RATING_SCALE,
  rating,
} from '@cj/shared/rules/rating';
import { ArticleSection, Bullet, BulletList, Paragraph } from '@/components/layouts/article';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';

/** The worked example's finishes: 1st of 10, 3rd of 5, 5th of 5 and 6th of 21. */
const RATING_EXAMPLE: readonly Finish[] = [
  { rank: 1, entries: 10 },
  { rank: 3, entries: 5 },
  { rank: 5, entries: 5 },
  { rank: 6, entries: 21 },
];

/** A percentile to two decimals at most: 1, 0.5, 0.75, 0.33. */
const decimal = (value: number) => String(Math.round(value * 100) / 100);

/**
 * How the skill rating works (packages/shared/src/rules/rating.ts), in plain words, with a worked example
 * computed by the same rule the server uses, so the page cannot drift from it.
 */
export function RatingSection({ id, title }: { id: string; title: string }) {
  const percentiles = RATING_EXAMPLE.map(percentileFinish);
  const sum = percentiles.reduce((total, p) => total + p, 0);
  const n = RATING_EXAMPLE.length;
  return (
    <ArticleSection id={id} title={title}>
      <Paragraph>
        Every player has a rating that rewards how well they finish, not how often they play. It counts each
        of your entries in a contest that has ended (every race final) with at least 2 entries; cancelled,
        private and unpublished contests do not count.
      </Paragraph>
      <BulletList>
        <Bullet>
          Each such entry scores its finish as the share of the other entries it beat: p = (entries − rank) ÷
          (entries − 1). First place scores 1, last place 0, and entries tied at a rank share its score.
        </Bullet>
        <Bullet>
          Your rating is {RATING_SCALE} × (the sum of your scores + {RATING_PRIOR_SUM}) ÷ (your number of
          entries + {RATING_PRIOR_FINISHES}), rounded to the nearest whole number. The extra{' '}
          {RATING_PRIOR_SUM} and {RATING_PRIOR_FINISHES} act like {RATING_PRIOR_FINISHES} middling finishes
          everyone starts with: a new player is rated {rating([])}, one great finish does not make a champion,
          and playing more only helps when the finishes are good.
        </Bullet>
        <Bullet>
          The <Link to={paths.ratings.getHref()}>Ratings</Link> list shows players with at least{' '}
          {RATING_LIST_MIN_FINISHES} rated entries, best first. Each player&apos;s record, linked from every
          leaderboard, shows their rating and finishes.
        </Bullet>
      </BulletList>
      <Paragraph>
        <strong>Example.</strong> A player finishes{' '}
        {RATING_EXAMPLE.map((finish, index) => (
          <span key={`${finish.rank}-${finish.entries}`}>
            {index === 0 ? '' : index === n - 1 ? ' and ' : ', '}
            {ordinal(finish.rank)} of {finish.entries} (p = {decimal(percentiles[index] ?? 0)})
          </span>
        ))}
        . The scores add up to {decimal(sum)}, so the rating is {RATING_SCALE} × ({decimal(sum)} +{' '}
        {RATING_PRIOR_SUM}) ÷ ({n} + {RATING_PRIOR_FINISHES}) = {rating(RATING_EXAMPLE)}.
      </Paragraph>
    </ArticleSection>
  );
}
