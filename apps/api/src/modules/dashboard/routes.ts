import {
  DashboardContestsSchema,
  DashboardSchema,
  SignupsPerDaySchema,
  SignupsQuerySchema,
} from '@cj/shared/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { administrator } from '../../plugins/auth';
import * as dashboard from './service';

const adminErrors = errorResponses(401, 403);
const tags = ['dashboard'];

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      onRequest: administrator,
      schema: {
        tags,
        summary:
          'Accounts (total, month and year to date), contests per account, paid prizes (administrators)',
        response: { 200: DashboardSchema, ...adminErrors },
      },
    },
    async () => dashboard.dashboard(app.ctx),
  );

  app.get(
    '/admin/dashboard/contests',
    {
      onRequest: administrator,
      schema: {
        tags,
        summary:
          'Contests by status (upcoming, live, unofficial, official, cancelled; the rule the lists use), drafts, and entries (administrators)',
        response: { 200: DashboardContestsSchema, ...adminErrors },
      },
    },
    async () => dashboard.contestsSummary(app.ctx),
  );

  app.get(
    '/admin/dashboard/signups',
    {
      onRequest: administrator,
      schema: {
        tags,
        summary:
          'Sign-ups per UTC day over the last `days` days (7 to 366, 90 by default), for the chart (administrators)',
        querystring: SignupsQuerySchema,
        response: { 200: SignupsPerDaySchema, ...adminErrors },
      },
    },
    async (request) => dashboard.signupsPerDay(app.ctx, request.query.days),
  );
};
