import { IdParamsSchema } from '@cj/shared/common';
import {
  AdminContestSummarySchema,
  UpdateAnalysisSchema,
  UpdateContestSchema,
} from '@cj/shared/contest-admin';
import { CreateContestWithCardSchema } from '@cj/shared/contest-setup';
import { ContestSchema } from '@cj/shared/contests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { administrator, requireAdmin } from '../../plugins/auth';
import * as contestAdmin from './service';

const adminErrors = errorResponses(401, 403);
const writeErrors = errorResponses(400, 401, 403, 404, 409);

export const contestAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/contests',
    {
      onRequest: administrator,
      schema: {
        tags: ['contest administration'],
        summary: 'Every contest, drafts and hidden ones too, the latest start first (administrators)',
        response: { 200: z.array(AdminContestSummarySchema), ...adminErrors },
      },
    },
    async () => contestAdmin.listContests(app.ctx),
  );

  app.post(
    '/contests',
    {
      onRequest: administrator,
      schema: {
        tags: ['contest administration'],
        summary:
          'Create a contest, the format required; with `raceCard`, the chosen races of that card join it in the same transaction (administrators)',
        body: CreateContestWithCardSchema,
        response: { 201: ContestSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await contestAdmin.createContest(app.ctx, requireAdmin(request), request.body)),
  );

  app.put(
    '/contest/:id',
    {
      onRequest: administrator,
      schema: {
        tags: ['contest administration'],
        summary: 'Save the contest form: every field of the contest, the slug included (administrators)',
        params: IdParamsSchema,
        body: UpdateContestSchema,
        response: { 200: ContestSchema, ...writeErrors },
      },
    },
    async (request) =>
      contestAdmin.updateContestFields(app.ctx, requireAdmin(request), request.params.id, request.body),
  );

  app.put(
    '/contest/:id/analysis',
    {
      onRequest: administrator,
      schema: {
        tags: ['contest administration'],
        summary: 'Save the contest analysis (HTML, sanitized) (administrators)',
        params: IdParamsSchema,
        body: UpdateAnalysisSchema,
        response: { 200: ContestSchema, ...writeErrors },
      },
    },
    async (request) =>
      contestAdmin.saveAnalysis(app.ctx, requireAdmin(request), request.params.id, request.body.analysis),
  );
};
