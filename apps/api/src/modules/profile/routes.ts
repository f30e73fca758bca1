import { ApiErrorSchema } from '@cj/shared/errors';
import { ProfileSchema, UpdateProfileSchema } from '@cj/shared/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { acceptMultipart } from '../../lib/multipart-form';
import { authenticated, requireAccount } from '../../plugins/auth';
import { readImageForm } from '../uploads/read-image-form';
import * as profile from './service';

const errors = errorResponses(400, 401);

/** The signed-in player's own profile; there is no account id in these paths, so no one can reach another's. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipart(app);

  app.get(
    '/profile',
    {
      onRequest: authenticated,
      schema: {
        tags: ['profile'],
        summary: 'My profile: names, e-mail, photo address and e-mail preferences',
        response: { 200: ProfileSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => profile.getProfile(app.ctx, requireAccount(request)),
  );

  app.post(
    '/profile',
    {
      onRequest: authenticated,
      schema: {
        tags: ['profile'],
        summary: 'Change my first and last name',
        body: UpdateProfileSchema,
        response: { 200: ProfileSchema, ...errors },
      },
    },
    async (request) => profile.updateProfile(app.ctx, requireAccount(request), request.body),
  );

  app.post(
    '/profile/photo',
    {
      onRequest: authenticated,
      preHandler: [app.limiters.photoUploadAccount],
      schema: {
        tags: ['profile'],
        summary: 'Replace my photo: multipart, one file (PNG, JPEG, WebP or SVG, at most 2 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: ProfileSchema,
          ...errors,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => profile.updatePhoto(app.ctx, requireAccount(request), await readImageForm(request)),
  );
};
