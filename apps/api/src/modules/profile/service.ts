import { EMAIL_TYPE_VALUES } from '@cj/shared/enums';
import type { Profile } from '@cj/shared/profile';
import type { AppContext, SessionAccount } from '../../app-context';
import { unauthorized } from '../../lib/http-errors';
import { forgetSessions } from '../accounts/session-service';
import { toAccountView } from '../accounts/views';
import { checkImage } from '../uploads/image-check';
import { removeImage, withSavedImage } from '../uploads/image-store';
import { type ImageForm, requireFile } from '../uploads/read-image-form';
import { findAccountById, listEmailPreferences, lockPhoto, setPhoto, updateNames } from './repository';

async function toProfile(ctx: AppContext, account: SessionAccount): Promise<Profile> {
  const recorded = new Map(
    (await listEmailPreferences(ctx.db, account.email)).map((row) => [row.type, row.enabled]),
  );
  return {
    ...toAccountView(account),
    emailPreferences: EMAIL_TYPE_VALUES.map((type) => ({ type, enabled: recorded.get(type) ?? true })),
  };
}

/** The account was deleted between the session check and now: its session no longer stands for anyone. */
const gone = () => unauthorized();

/** GET /profile: always the caller's own profile; nobody can name another account. */
export async function getProfile(ctx: AppContext, caller: SessionAccount) {
  const account = await findAccountById(ctx.db, caller.id);
  if (!account) throw gone();
  return toProfile(ctx, account);
}

/** POST /profile: the caller's own first and last name. */
export async function updateProfile(
  ctx: AppContext,
  caller: SessionAccount,
  names: { firstName: string; lastName: string },
) {
  const account = await updateNames(ctx.db, caller.id, names);
  if (!account) throw gone();
  forgetSessions(ctx, { accountId: caller.id });
  return toProfile(ctx, account);
}

/** POST /profile/photo: the caller's photo, under the image rules; the previous photo's file is deleted. */
export async function updatePhoto(ctx: AppContext, caller: SessionAccount, form: ImageForm) {
  const photo = await checkImage(requireFile(form));
  const replaced = await withSavedImage(ctx, photo, (name) =>
    ctx.db.transaction(async (tx) => {
      const previous = await lockPhoto(tx, caller.id);
      const account = previous ? await setPhoto(tx, caller.id, name) : null;
      if (!previous || !account) throw gone();
      return { account, previousPhoto: previous.photoPath };
    }),
  );
  forgetSessions(ctx, { accountId: caller.id });
  await removeImage(ctx, replaced.previousPhoto);
  return toProfile(ctx, replaced.account);
}
