import { ContestSchema, PublicContestSummarySchema } from '@cj/shared/contests';
import type { FirstLoadData } from '@cj/shared/first-load';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-errors';
import * as contests from './service';

const ContestSummaryListSchema = z.array(PublicContestSummarySchema);
const CONTEST_PAGE = /^\/contest\/([^/]+)(?:\/leaderboard)?\/?$/;

/**
 * The answers the public page at `pathname` renders first, exactly as the API answers an anonymous visitor (the
 * same service functions, encoded with the routes' response schemas): the home page's featured contests, a
 * contest page's contest. Nothing for any other page, nor for a contest an anonymous visitor cannot see.
 */
export async function firstLoadDataFor(
  ctx: AppContext,
  pathname: string,
  property: number,
): Promise<FirstLoadData | undefined> {
  const readAt = Date.now();
  if (pathname === '/') {
    const featured = await contests.upcomingPublicContests(ctx, { property, featuredOnly: true });
    return { readAt, featuredContests: { property, contests: ContestSummaryListSchema.encode(featured) } };
  }
  const slug = contestSlugOf(pathname);
  if (slug === undefined) return undefined;
  try {
    const contest = await contests.getContest(ctx, slug, null);
    return { readAt, contest: { slug, contest: ContestSchema.encode(contest) } };
  } catch (error) {
    // A contest that does not exist (or only an administrator sees): the page asks the API and shows its answer.
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}

function contestSlugOf(pathname: string): string | undefined {
  const encoded = CONTEST_PAGE.exec(pathname)?.[1];
  if (encoded === undefined) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}
