import { PLAYER_MESSAGES } from '@cj/shared/players';
import { SPONSOR_MESSAGES, SponsorFieldsSchema } from '@cj/shared/sponsors';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../lib/http-errors';
import { findContest } from '../contests/lookup';
import { toSponsor } from '../contests/views';
import { checkImage } from '../uploads/image-check';
import { removeImage, withSavedImage } from '../uploads/image-store';
import { type ImageForm, requireFile } from '../uploads/read-image-form';
import { deleteSponsor, insertSponsor } from './repository';

async function existingContest(ctx: AppContext, idOrSlug: string) {
  const contest = await findContest(ctx.db, idOrSlug);
  if (!contest) throw notFound(PLAYER_MESSAGES.contestNotFound);
  return contest;
}

/**
 * POST /contest/{id}/sponsor: checks, in the spec's order, the name, the layout order and the logo file, then
 * the logo's bytes (PNG, JPEG, WebP or sanitized SVG, at most 2 MB), stores the logo under a new name and adds
 * the sponsor.
 */
export async function addSponsor(ctx: AppContext, idOrSlug: string, form: ImageForm) {
  const contest = await existingContest(ctx, idOrSlug);
  const fields = SponsorFieldsSchema.safeParse(form.fields);
  if (!fields.success) throw badRequest(fields.error.issues[0]!.message);
  const logo = await checkImage(requireFile(form));
  const row = await withSavedImage(ctx, logo, (logoFile) =>
    insertSponsor(ctx.db, { contestId: contest.id, ...fields.data, logoFile }),
  );
  return toSponsor(row);
}

/** DELETE /contest/{id}/sponsor/{sponsorId}: removes the sponsor and its logo file; answers the removed sponsor. */
export async function removeSponsor(ctx: AppContext, idOrSlug: string, sponsorId: number | null) {
  const contest = await existingContest(ctx, idOrSlug);
  const row = sponsorId === null ? null : await deleteSponsor(ctx.db, contest.id, sponsorId);
  if (!row) throw notFound(SPONSOR_MESSAGES.sponsorNotFound);
  await removeImage(ctx, row.logoFile);
  return toSponsor(row);
}
