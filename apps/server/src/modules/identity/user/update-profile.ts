import type { AuthContext } from '../../../platform/auth/caller';
import { invalidateCallers } from '../../../platform/auth/revocation';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { keepStoredPersonalValues } from '../../../platform/personal-data';
import { findUser, updateUserRow, userValueTaken } from './repository';

export type ProfileInput = {
  nickName: string;
  email: string | null;
  phonenumber: string | null;
  sex: string;
  dateStyle: string;
  timeZone: string;
};

/** POST /system/user/profile/update: the user's own names, contacts, date style and time zone. */
export async function updateProfile(db: DbOrTx, caller: AuthContext, submitted: ProfileInput): Promise<void> {
  const id = Number(caller.userId);
  const input = keepStoredPersonalValues(submitted, await findUser(db, id));
  if (input.phonenumber && (await userValueTaken(db, 'phonenumber', input.phonenumber, id))) {
    throw AppError.invalid('system.user.phoneTaken', { value: input.phonenumber });
  }
  if (input.email && (await userValueTaken(db, 'email', input.email, id))) {
    throw AppError.invalid('system.user.emailTaken', { value: input.email });
  }
  await updateUserRow(db, id, input, caller.userName);
  await invalidateCallers();
}
