import {
  AUDIT_PERIOD_HOURS,
  DEFAULT_MAX_ENTRIES,
  MINIMUM_AGE,
  MINIMUM_STAKE_DOLLARS,
  PAYOUT_BASIS_DOLLARS,
  WIN_STAKE_DOLLARS,
} from '@cj/shared/constants';
import { formatMoney } from '@cj/shared/rules/money';
import { HOW_RACES_CLOSE } from '@cj/shared/rules/race-state';
import { playReturnCents } from '@cj/shared/rules/scoring';
import MuiLink from '@mui/material/Link';
import {
  Article,
  ArticleSection,
  Bullet,
  BulletList,
  Paragraph,
  TableOfContents,
} from '@/components/layouts/article';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { useScrollToHash } from '@/lib/scroll-to-hash';
import { useSite } from '@/lib/site';
import { RatingSection } from '../components/rating-section';

const SECTIONS = [
  { id: 'eligibility', label: 'Eligibility' },
  { id: 'formats', label: 'Contest formats' },
  { id: 'selections', label: 'Making your selections' },
  { id: 'scoring', label: 'Scoring' },
  { id: 'scratches', label: 'Scratches' },
  { id: 'standings', label: 'Standings and ties' },
  { id: 'prizes', label: 'Prizes' },
  { id: 'rating', label: 'Player ratings' },
  { id: 'official-results', label: 'Official results' },
  { id: 'fair-play', label: 'Fair play' },
  { id: 'administration', label: 'Contest administration' },
  { id: 'disclaimer', label: 'Disclaimer of liability' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

const title = (id: SectionId) => SECTIONS.find((section) => section.id === id)?.label ?? id;

const dollars = (amount: number) => formatMoney(amount * 100);

/** The worked payoff of the rules: an $8.40 $2 win payoff on a $10 stake. */
const EXAMPLE_PAYOFF_CENTS = 840;
const EXAMPLE_STAKE_CENTS = 1000;

/** The Rules page (spec §1 'Rules content', with the game rules of ARCHITECTURE.md §4). */
export function RulesRoute() {
  useDocumentTitle('Rules');
  useScrollToHash();
  const { productName, contactEmail } = useSite();
  const contact = <MuiLink href={`mailto:${contactEmail}`}>{contactEmail}</MuiLink>;
  const payoff = formatMoney(EXAMPLE_PAYOFF_CENTS);

  return (
    <Article
      title="Rules"
      intro={
        <>
          <Paragraph>
            These rules apply to every contest on {productName}. By entering a contest you agree to them. A
            contest&apos;s own page adds its details: its races, the minimum stake and the number of plays
            allowed in each race, and its prizes.
          </Paragraph>
          <TableOfContents items={SECTIONS.map(({ id, label }) => ({ href: `#${id}`, label }))} />
        </>
      }
    >
      <ArticleSection id="eligibility" title={title('eligibility')}>
        <BulletList>
          <Bullet>You must be {MINIMUM_AGE} years of age or older to register and to play.</Bullet>
          <Bullet>
            Registration and contests are free. You may hold{' '}
            {DEFAULT_MAX_ENTRIES === 1 ? 'one entry' : `${DEFAULT_MAX_ENTRIES} entries`} in a contest unless
            its page allows more.
          </Bullet>
          <Bullet>
            Employees of {productName} and employees of the tracks featured in a contest are not eligible to
            compete. Exceptions may be made for track employees in a contest that is marketed to them; the
            contest&apos;s page says so when that applies.
          </Bullet>
          <Bullet>
            There are no restrictions on horse owners or their staff: they may compete like anyone else.
          </Bullet>
        </BulletList>
      </ArticleSection>

      <ArticleSection id="formats" title={title('formats')}>
        <Paragraph>Each contest uses one of two formats, shown on its page.</Paragraph>
        <BulletList>
          <Bullet>
            <strong>Win.</strong> You pick one horse to win in each race. Every play is a fixed{' '}
            {dollars(WIN_STAKE_DOLLARS)} win bet and costs you nothing; there is no bankroll to spend. Your
            score is the total of the {dollars(PAYOUT_BASIS_DOLLARS)} win payoffs of your winners, and players
            are ranked by that total payout value.
          </Bullet>
          <Bullet>
            <strong>Win Bankroll.</strong> You start with the contest&apos;s bankroll, enough to cover the
            minimum stake of every race. For each play you choose the stake: at least the race&apos;s minimum
            (at least {dollars(MINIMUM_STAKE_DOLLARS)} when the race has none) and no more than what is left
            in your bankroll. The stake leaves your bankroll when you make the play and comes back if you
            remove it. Players are ranked by their total bankroll.
          </Bullet>
        </BulletList>
      </ArticleSection>

      <ArticleSection id="selections" title={title('selections')}>
        <BulletList>
          <Bullet>Each play is one runner in the Win pool.</Bullet>
          <Bullet>
            A race allows a set number of plays per entry, shown with the race. You may make, change and
            remove plays until the race closes. {HOW_RACES_CLOSE} After that, plays on the race are final.
          </Bullet>
          <Bullet>Scratched runners cannot be played.</Bullet>
          <Bullet>
            Your plays on a race are hidden from other players until wagering on it closes; from then on
            everyone can see every play and its payoff on the leaderboard.
          </Bullet>
          <Bullet>No plays can be made in a cancelled contest.</Bullet>
        </BulletList>
      </ArticleSection>

      <ArticleSection id="scoring" title={title('scoring')}>
        <BulletList>
          <Bullet>
            Contests are scored with the official {dollars(PAYOUT_BASIS_DOLLARS)} win payoffs of the track. A
            winning play returns the {dollars(PAYOUT_BASIS_DOLLARS)} win payoff times your stake, divided by{' '}
            {dollars(PAYOUT_BASIS_DOLLARS)}, rounded down to the cent. For example, when the winner pays{' '}
            {payoff} for {dollars(PAYOUT_BASIS_DOLLARS)}, a {dollars(PAYOUT_BASIS_DOLLARS)} play returns{' '}
            {payoff} and a {formatMoney(EXAMPLE_STAKE_CENTS)} play returns{' '}
            {formatMoney(playReturnCents(EXAMPLE_PAYOFF_CENTS, EXAMPLE_STAKE_CENTS))}.
          </Bullet>
          <Bullet>A play on a horse that does not win returns nothing.</Bullet>
          <Bullet>
            <strong>Dead heats.</strong> When horses finish in a dead heat for first, each has its own win
            payoff, and a play on any of them returns that horse&apos;s payoff.
          </Bullet>
          <Bullet>
            <strong>Coupled entries.</strong> Horses that run as one betting interest (numbered 1 and 1A, for
            example) are one runner in the contest, shown as &ldquo;Horse A / Horse B&rdquo;. A play on the
            entry wins if either horse wins.
          </Bullet>
          <Bullet>
            Standings are updated after each race is made final. In Win Bankroll contests the leaderboard
            counts the stakes of plays on races not yet run as part of your bankroll, so an open play does not
            look like a loss.
          </Bullet>
        </BulletList>
      </ArticleSection>

      <ArticleSection id="scratches" title={title('scratches')}>
        <Paragraph>
          A late scratch is a horse scratched after you played it. A play on a late scratch is given the
          post-time favorite.
        </Paragraph>
        <BulletList>
          <Bullet>
            In contests where selections are allowed until post time, you may change the play to another
            runner while wagering on the race is open. If you leave it on the scratched horse, it is scored as
            the post-time favorite.
          </Bullet>
          <Bullet>
            In contests that need all selections made before the contest starts, the selection cannot be
            changed; it is scored as the post-time favorite.
          </Bullet>
          <Bullet>A horse that does not start the race counts as a late scratch.</Bullet>
          <Bullet>
            The post-time favorite is the runner with the lowest odds when the race went off, as recorded with
            the results. When none is recorded, it is the starter with the lowest morning line, and between
            equal lines the lowest program number. The leaderboard shows the substitution next to the play.
          </Bullet>
        </BulletList>
      </ArticleSection>

      <ArticleSection id="standings" title={title('standings')}>
        <BulletList>
          <Bullet>
            Entries are ranked by their leaderboard total, highest first: the total payout value in Win
            contests, the bankroll in Win Bankroll contests.
          </Bullet>
          <Bullet>
            Entries with equal totals share a rank, and the next rank is skipped: when two entries tie for
            first, both are 1st and the next entry is 3rd.
          </Bullet>
        </BulletList>
      </ArticleSection>

      <ArticleSection id="prizes" title={title('prizes')}>
        <BulletList>
          <Bullet>A contest&apos;s prizes, by finishing place, are listed on its page.</Bullet>
          <Bullet>
            Ties split the prize evenly: tied entries share equally the prizes of the places they occupy
            together. A tie for first combines the first and second prizes and splits them; a tie for second
            combines the second and third prizes and splits them.
          </Bullet>
          <Bullet>
            A cash share is rounded down to the cent; a cent left over goes to the tied entry that enrolled
            first.
          </Bullet>
          <Bullet>Prizes are awarded once the results are official.</Bullet>
        </BulletList>
      </ArticleSection>

      <RatingSection id="rating" title={title('rating')} />

      <ArticleSection id="official-results" title={title('official-results')}>
        <BulletList>
          <Bullet>
            Each contest has a {AUDIT_PERIOD_HOURS}-hour audit period after it ends (when its last race is
            made final). Until the audit period is over, results and standings are unofficial and may be
            corrected, for example after a stewards&apos; inquiry or a breach of these rules. The contest page
            shows &ldquo;Unofficial&rdquo; until then and &ldquo;Official&rdquo; after.
          </Bullet>
          <Bullet>
            Players must report any discrepancy in their plays, results or standings within the audit period.
            Reports made after it cannot be considered.
          </Bullet>
          <Bullet>Send inquiries and reports to {contact}.</Bullet>
        </BulletList>
      </ArticleSection>

      <ArticleSection id="fair-play" title={title('fair-play')}>
        <BulletList>
          <Bullet>Each player plays alone, with one account.</Bullet>
          <Bullet>
            Collusion between players and sharing selections with other players are forbidden, and entries
            involved may be disqualified.
          </Bullet>
          <Bullet>
            Holding more than one account is forbidden. When a player has several accounts, all of them are
            closed and any winnings are forfeited.
          </Bullet>
          <Bullet>Family members may compete, each with their own account.</Bullet>
        </BulletList>
      </ArticleSection>

      <ArticleSection id="administration" title={title('administration')}>
        <Paragraph>
          Only employees of {productName} have access to contest administration: setting up contests and
          races, entering results, and managing entries and prizes.
        </Paragraph>
      </ArticleSection>

      <ArticleSection id="disclaimer" title={title('disclaimer')}>
        <Paragraph>
          Contests are free and offered for entertainment. {productName} is not responsible for errors in race
          data, results or payoffs supplied by tracks and data providers, nor for technical failures,
          interruptions or delays that prevent a selection from being made, changed or recorded. To the
          fullest extent permitted by law, {productName}, its employees, and the tracks and sponsors of its
          contests are not liable for any loss or damage arising from taking part in a contest or using this
          site. Decisions of {productName} on all matters relating to contests are final.
        </Paragraph>
        <Paragraph>
          New to contests? <Link to={paths.howToPlay.getHref()}>How To Play</Link> walks through both formats
          with examples.
        </Paragraph>
      </ArticleSection>
    </Article>
  );
}

export default RulesRoute;
