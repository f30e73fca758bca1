import { AuditEventType } from '@cj/shared/enums';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { SPONSOR_MESSAGES, SponsorFieldsSchema } from '@cj/shared/sponsors';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { auditOperatorAction } from '../audit/operator-action';
import { contestSubject, type Operator } from '../audit/subjects';
import { type ContestRow, findContest } from '../contests/lookup';
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

/** A sponsor added or removed, as a contest change (type 14), in its transaction. */
async function auditSponsor(
  tx: DbOrTx,
  operator: Operator,
  contest: ContestRow,
  action: 'added' | 'removed',
  sponsor: { name: string },
) {
  await auditOperatorAction(tx, {
    eventType: AuditEventType.ContestChanged,
    operator,
    contestId: contest.id,
    action: `${action} the sponsor ${sponsor.name} ${action === 'added' ? 'to' : 'from'}`,
    subject: contestSubject(contest),
  });
}

/**
 * POST /contest/{id}/sponsor: checks, in the spec's order, the name, the layout order and the logo file, then
 * the logo's bytes (PNG, JPEG, WebP or sanitized SVG, at most 2 MB), stores the logo under a new name and adds
 * the sponsor.
 */
export async function addSponsor(ctx: AppContext, operator: Operator, idOrSlug: string, form: ImageForm) {
  const contest = await existingContest(ctx, idOrSlug);
  const fields = SponsorFieldsSchema.safeParse(form.fields);
  if (!fields.success) throw badRequest(fields.error.issues[0]!.message);
  const logo = await checkImage(requireFile(form));
  const row = await withSavedImage(ctx, logo, (logoFile) =>
    ctx.db.transaction(async (tx) => {
      const added = await insertSponsor(tx, { contestId: contest.id, ...fields.data, logoFile });
      await auditSponsor(tx, operator, contest, 'added', added);
      return added;
    }),
  );
  return toSponsor(row);
}

/** DELETE /contest/{id}/sponsor/{sponsorId}: removes the sponsor and its logo file; answers the removed sponsor. */
export async function removeSponsor(
  ctx: AppContext,
  operator: Operator,
  idOrSlug: string,
  sponsorId: number | null,
) {
  const contest = await existingContest(ctx, idOrSlug);
  const row = await ctx.db.transaction(async (tx) => {
    const removed = sponsorId === null ? null : await deleteSponsor(tx, contest.id, sponsorId);
    if (!removed) throw notFound(SPONSOR_MESSAGES.sponsorNotFound);
    await auditSponsor(tx, operator, contest, 'removed', removed);
    return removed;
  });
  await removeImage(ctx, row.logoFile);
  return toSponsor(row);
}
