import { AUDIT_PERIOD_HOURS, MINIMUM_STAKE_DOLLARS } from '@cj/shared/constants';
import { formatMoney } from '@cj/shared/rules/money';
import { HOW_RACES_CLOSE } from '@cj/shared/rules/race-state';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
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
import { ExampleTable } from '../components/example-table';
import {
  bankrollRows,
  PAYOUT_BASIS_CENTS,
  WIN_BANKROLL_EXAMPLE,
  WIN_EXAMPLE,
  winRows,
} from '../components/worked-examples';

const money = formatMoney;

function Steps({ children }: { children: ReactNode }) {
  return (
    <Box component="ol" sx={{ pl: 3, my: 1.5 }}>
      {children}
    </Box>
  );
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Typography component="li" sx={{ mb: 1.5, lineHeight: 1.7 }}>
      <strong>{title}</strong> {children}
    </Typography>
  );
}

/** How To Play (spec §1): the two formats, each walked through with a mythical contest. */
export function HowToPlayRoute() {
  useDocumentTitle('How To Play');
  useScrollToHash();
  const { productName } = useSite();

  const bankroll = WIN_BANKROLL_EXAMPLE;
  const bankrollExample = bankrollRows(bankroll.startingBankrollCents, bankroll.plays);
  const [firstBankrollPlay] = bankrollExample;
  const finalBankroll = bankrollExample.at(-1)?.totalCents ?? bankroll.startingBankrollCents;

  const winExample = winRows(WIN_EXAMPLE.plays);
  const [firstWinPlay] = winExample;
  const finalWinTotal = winExample.at(-1)?.totalCents ?? 0;

  return (
    <Article
      title="How To Play"
      intro={
        <>
          <Paragraph>
            Contests on {productName} are free. Find one on the Upcoming page, enroll, pick your horses before
            each race goes off, and follow the leaderboard as the results come in. Every contest uses one of
            two formats; here each one is walked through with a mythical contest.
          </Paragraph>
          <TableOfContents
            items={[
              { href: paths.howToPlay.getHref('win-bet-contest'), label: 'Win Bankroll Contest' },
              { href: paths.howToPlay.getHref('win-contest'), label: 'Win Contest' },
            ]}
          />
        </>
      }
    >
      <ArticleSection id="win-bet-contest" title="Win Bankroll Contest">
        <Paragraph>
          In a Win Bankroll contest you manage a bankroll: you decide how much to put on each horse, and the
          player with the biggest bankroll at the end wins. Our mythical contest has three races, a starting
          bankroll of {money(bankroll.startingBankrollCents)} and a minimum stake of{' '}
          {money(bankroll.raceMinimumCents)} in each race.
        </Paragraph>
        <Steps>
          <Step title="Enroll.">
            Open the contest and press Enroll (sign up first if you are new; it is free). Your entry starts
            with the contest&apos;s bankroll: {money(bankroll.startingBankrollCents)}.
          </Step>
          <Step title="Set your stake, then tap a horse.">
            In each race set your stake (it starts at your last one, or the race minimum), then tap the runner
            you pick to win: the tap places the play. The stake is at least the race minimum (
            {money(bankroll.raceMinimumCents)} here, {money(MINIMUM_STAKE_DOLLARS * 100)} when a race has no
            minimum) and no more than what is left in your bankroll. The stake leaves your bankroll at once.
          </Step>
          <Step title="Change your mind while the race is open.">
            Until the race closes at its post time, you can remove a play to get its stake back and make
            another.
          </Step>
          <Step title="Collect your winnings.">
            A winner returns its {money(PAYOUT_BASIS_CENTS)} win payoff times your stake, divided by{' '}
            {money(PAYOUT_BASIS_CENTS)}. In race 1, {firstBankrollPlay?.runner} wins and pays{' '}
            {money(firstBankrollPlay?.payoffCents ?? 0)} for {money(PAYOUT_BASIS_CENTS)}: your{' '}
            {money(firstBankrollPlay?.stakeCents ?? 0)} stake returns{' '}
            {money(firstBankrollPlay?.returnCents ?? 0)}, so your bankroll goes from{' '}
            {money(bankroll.startingBankrollCents - (firstBankrollPlay?.stakeCents ?? 0))} to{' '}
            {money(firstBankrollPlay?.totalCents ?? 0)}. A horse that loses returns nothing.
          </Step>
          <Step title="Climb the leaderboard.">
            Entries are ranked by bankroll after each race. Stakes on races not yet run still count on the
            leaderboard, so an open play does not look like a loss.
          </Step>
        </Steps>
        <ExampleTable
          caption={`The mythical Win Bankroll Contest, starting with ${money(bankroll.startingBankrollCents)}`}
          rows={bankrollExample}
          showStake
          totalLabel="Bankroll"
        />
        <Paragraph>
          After three races the bankroll is {money(finalBankroll)}: that is the score the leaderboard ranks.
        </Paragraph>
      </ArticleSection>

      <ArticleSection id="win-contest" title="Win Contest">
        <Paragraph>
          A Win contest is the simplest way to play: every pick is a {money(PAYOUT_BASIS_CENTS)} win bet that
          costs you nothing, and your score is what your winners would have paid. Our mythical contest has the
          same three races.
        </Paragraph>
        <Steps>
          <Step title="Enroll.">
            Open the contest and press Enroll. There is no bankroll: your score starts at {money(0)}.
          </Step>
          <Step title="Pick one horse to win in each race.">
            Tap the runner: there is no amount to type, each play is a fixed {money(PAYOUT_BASIS_CENTS)} win
            bet. You may change it until the race closes at its post time.
          </Step>
          <Step title="Score the payoffs.">
            When your horse wins, you score its {money(PAYOUT_BASIS_CENTS)} win payoff. In race 1,{' '}
            {firstWinPlay?.runner} pays {money(firstWinPlay?.payoffCents ?? 0)}, so you score{' '}
            {money(firstWinPlay?.returnCents ?? 0)}. A horse that loses scores nothing.
          </Step>
          <Step title="Climb the leaderboard.">
            Entries are ranked by total payout value after each race.
          </Step>
        </Steps>
        <ExampleTable
          caption={`The mythical Win Contest: each play a ${money(PAYOUT_BASIS_CENTS)} win bet`}
          rows={winExample}
          showStake={false}
          totalLabel="Total"
        />
        <Paragraph>After three races the total payout value is {money(finalWinTotal)}.</Paragraph>
      </ArticleSection>

      <ArticleSection id="good-to-know" title="Good to know">
        <BulletList>
          <Bullet>{HOW_RACES_CLOSE}</Bullet>
          <Bullet>
            If your horse is scratched after you picked it, change your pick while the race is open; a play
            left on a scratched horse is scored as the post-time favorite.
          </Bullet>
          <Bullet>
            Your picks stay hidden from other players until the race closes; after that everyone&apos;s plays
            show on the leaderboard.
          </Bullet>
          <Bullet>
            Results are unofficial for {AUDIT_PERIOD_HOURS} hours after a contest&apos;s last race, then
            official.
          </Bullet>
          <Bullet>
            Ties, dead heats, coupled entries and everything else are in the{' '}
            <Link to={paths.rules.getHref()}>Rules</Link>.
          </Bullet>
        </BulletList>
      </ArticleSection>
    </Article>
  );
}

export default HowToPlayRoute;
