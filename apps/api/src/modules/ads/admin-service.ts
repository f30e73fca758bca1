import { AD_MESSAGES, AdFieldsSchema } from '@cj/shared/ads';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../lib/http-errors';
import { checkImage } from '../uploads/image-check';
import { removeImage, uploadNameOf, uploadUrl, withSavedImage } from '../uploads/image-store';
import { type ImageForm, requireFile } from '../uploads/read-image-form';
import { deleteAd, findAdForUpdate, insertAd, listAllAds, updateAd } from './repository';
import { toAdminAd } from './views';

/** What an admin change did, for the caller's audit line. */
export type AdChange = 'created' | 'updated' | 'deleted';

function adFields(form: ImageForm) {
  const fields = AdFieldsSchema.safeParse(form.fields);
  if (!fields.success) throw badRequest(fields.error.issues[0]!.message);
  return fields.data;
}

const adId = (id: number | null) => {
  if (id === null) throw notFound(AD_MESSAGES.adNotFound);
  return id;
};

/** Deletes the image behind an ad's address when this site stored it (an outside address is left alone). */
const removeAdImage = (ctx: AppContext, imageUrl: string) => removeImage(ctx, uploadNameOf(imageUrl));

/** GET /admin/ads: every ad, active or not, newest first. */
export async function listAds(ctx: AppContext) {
  return (await listAllAds(ctx.db)).map(toAdminAd);
}

/**
 * POST /admin/ads: checks the fields (placement, property, link, alt text, active), then the image file under the
 * uploads' rules (PNG, JPEG, WebP or sanitized SVG, at most 2 MB), stores it under a new name and adds the ad.
 */
export async function createAd(ctx: AppContext, form: ImageForm) {
  const fields = adFields(form);
  const image = await checkImage(requireFile(form));
  const row = await withSavedImage(ctx, image, (name) =>
    insertAd(ctx.db, { ...fields, imageUrl: uploadUrl(name) }),
  );
  return toAdminAd(row);
}

/**
 * PUT /admin/ads/{id}: replaces the fields; a new image file, when sent, replaces the image (the old file is
 * deleted once the change is saved). Without a file the image stays.
 */
export async function changeAd(ctx: AppContext, pathId: number | null, form: ImageForm) {
  const id = adId(pathId);
  const fields = adFields(form);
  const image = form.file ? await checkImage(form.file.bytes) : null;
  const write = (imageUrl: string | null) =>
    ctx.db.transaction(async (tx) => {
      const previous = await findAdForUpdate(tx, id);
      if (!previous) throw notFound(AD_MESSAGES.adNotFound);
      const row = await updateAd(tx, id, imageUrl ? { ...fields, imageUrl } : fields);
      return { row: row!, replacedImage: imageUrl ? previous.imageUrl : null };
    });
  const { row, replacedImage } = image
    ? await withSavedImage(ctx, image, (name) => write(uploadUrl(name)))
    : await write(null);
  if (replacedImage) await removeAdImage(ctx, replacedImage);
  return toAdminAd(row);
}

/** DELETE /admin/ads/{id}: removes the ad and its stored image; answers the removed ad. */
export async function removeAd(ctx: AppContext, pathId: number | null) {
  const row = await deleteAd(ctx.db, adId(pathId));
  if (!row) throw notFound(AD_MESSAGES.adNotFound);
  await removeAdImage(ctx, row.imageUrl);
  return toAdminAd(row);
}
