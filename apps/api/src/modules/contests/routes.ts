import { IdParamsSchema } from '@cj/shared/common';
import { RecentResultSchema, RecentResultsQuerySchema } from '@cj/shared/contest-results';
import {
  ContestSchema,
  MyContestSummarySchema,
  PrizeSchema,
  PropertyQuerySchema,
  PublicContestSummarySchema,
  SponsorSchema,
} from '@cj/shared/contests';
import { ApiErrorSchema } from '@cj/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { authenticated, requireAccount } from '../../plugins/auth';
import * as contests from './service';

const ContestSummaryListSchema = z.array(PublicContestSummarySchema);
const MyContestListSchema = z.array(MyContestSummarySchema);
const RecentResultListSchema = z.array(RecentResultSchema);
const readErrors = errorResponses(400, 404);

export const contestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/upcoming/contests',
    {
      schema: {
        tags: ['contests'],
        summary: 'Published public contests still to be run, soonest first; p=1 thoroughbred, p=2 harness',
        querystring: PropertyQuerySchema,
        response: { 200: ContestSummaryListSchema },
      },
    },
    async (request) =>
      contests.upcomingPublicContests(app.ctx, { property: request.query.p, featuredOnly: false }),
  );

  app.get(
    '/featured/contests',
    {
      schema: {
        tags: ['contests'],
        summary: 'The featured ones among the upcoming contests',
        querystring: PropertyQuerySchema,
        response: { 200: ContestSummaryListSchema },
      },
    },
    async (request) =>
      contests.upcomingPublicContests(app.ctx, { property: request.query.p, featuredOnly: true }),
  );

  app.get(
    '/results/contests',
    {
      schema: {
        tags: ['contests'],
        summary:
          "The brand's finished contests (published, public, concluded), newest first, 5 a page from offset, with each winner",
        querystring: RecentResultsQuerySchema,
        response: { 200: RecentResultListSchema },
      },
    },
    async (request) =>
      contests.recentResults(app.ctx, { property: request.query.p, offset: request.query.offset }),
  );

  app.get(
    '/contests/upcoming',
    {
      onRequest: authenticated,
      schema: {
        tags: ['contests'],
        summary:
          'My Contests: contests I hold an entry in that have not concluded, with my best entry and the next race',
        response: { 200: MyContestListSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => contests.enteredContests(app.ctx, requireAccount(request), false),
  );

  app.get(
    '/contests/past',
    {
      onRequest: authenticated,
      schema: {
        tags: ['contests'],
        summary: 'My Contests: contests I held an entry in that concluded (or were cancelled), latest first',
        response: { 200: MyContestListSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => contests.enteredContests(app.ctx, requireAccount(request), true),
  );

  app.get(
    '/contest/:id',
    {
      schema: {
        tags: ['contests'],
        summary: 'A contest by id or slug (hidden contests only for administrators)',
        params: IdParamsSchema,
        response: { 200: ContestSchema, ...readErrors },
      },
    },
    async (request) => contests.getContest(app.ctx, request.params.id, request.account),
  );

  app.get(
    '/contest/:id/prizes',
    {
      schema: {
        tags: ['contests'],
        summary: 'Prizes of a contest in placement order',
        params: IdParamsSchema,
        response: { 200: z.array(PrizeSchema), ...readErrors },
      },
    },
    async (request) => contests.getPrizes(app.ctx, request.params.id, request.account),
  );

  app.get(
    '/contest/:id/sponsor',
    {
      schema: {
        tags: ['contests'],
        summary: 'Sponsors of a contest in layout order',
        params: IdParamsSchema,
        response: { 200: z.array(SponsorSchema), ...readErrors },
      },
    },
    async (request) => contests.getSponsors(app.ctx, request.params.id, request.account),
  );
};
