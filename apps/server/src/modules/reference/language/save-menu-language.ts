import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import {
  findMenu,
  findMenuLanguage,
  insertMenuLanguage,
  menuLanguageTaken,
  updateMenuLanguageRow,
} from './repository';

export type MenuLanguageInput = { id?: number | undefined; menuId: number; lang: string; name: string };

/** Creates (no id) or updates a menu's name in one language; one row per menu and language. */
export async function saveMenuLanguage(
  db: Db,
  caller: AuthContext,
  input: MenuLanguageInput,
): Promise<number> {
  const id = input.id && input.id > 0 ? input.id : undefined;
  if (!(await findMenu(db, input.menuId))) {
    throw AppError.invalid('system.menuLanguage.menuMissing', { value: input.menuId });
  }
  if (await menuLanguageTaken(db, input.menuId, input.lang, id)) {
    throw AppError.invalid('system.menuLanguage.taken', { lang: input.lang });
  }
  const fields = { menuId: input.menuId, lang: input.lang, name: input.name };
  if (id === undefined) return insertMenuLanguage(db, { ...fields, createBy: caller.userName });
  if (!(await findMenuLanguage(db, id))) throw AppError.notFound();
  await updateMenuLanguageRow(db, id, { ...fields, updateBy: caller.userName, updateTime: new Date() });
  return id;
}
