import {
  type ChosenRecipients,
  contentProblem,
  hasButton,
  isChosenEmpty,
  normalizeChosen,
  resolveRecipients,
} from '@tms/domain';
import sanitizeHtml from 'sanitize-html';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { numericId } from '../../../platform/query-params';
import {
  enabledCenterIds,
  enabledRoleIds,
  enabledUserIds,
  filesByIds,
  groupMemberIds,
  type MessageInsert,
  messageTypes,
} from './repository';

/**
 * What a message body may keep: text formatting, lists, quotes, tables and plain links. No styles,
 * images, scripts, frames or event attributes: a message is shown inside the app to other users, so
 * anything that could run or restyle the page is dropped.
 */
const BODY_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'del',
    'sub',
    'sup',
    'span',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link opens in a new tab without handing it the app's window.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export function sanitizeBody(body: string): string {
  return sanitizeHtml(body, BODY_POLICY).trim();
}

/** The message's content as the caller wrote it (ids as text, as the API has them). */
export type Composed = {
  type: string;
  title: string;
  body: string;
  attachmentIds: string[];
} & ChosenRecipients;

/** A number id from the API's text; text that cannot be one is an id nothing has. */
const idOrZero = (text: string) => numericId(text) ?? 0;

async function checkAttachments(db: DbOrTx, caller: AuthContext, ids: readonly string[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  const numbers = wanted.map(idOrZero);
  const found = await filesByIds(
    db,
    numbers.filter((n) => n > 0),
  );
  // A sender attaches files they uploaded (or any, as the file manager): a message must not become a
  // way to hand other users a stored file the sender could not read.
  const manager = hasButton({ caller, keys: ['system:oss:list'] });
  const usable = new Set(found.filter((f) => manager || f.createBy === caller.userName).map((f) => f.id));
  const unknown = wanted.filter((_, i) => !usable.has(numbers[i] ?? 0));
  if (unknown.length > 0) throw AppError.invalid('message.unknownAttachments', { value: unknown.join(', ') });
  return numbers;
}

/** Refuses chosen users, centers or roles that are unknown or disabled, naming them. */
async function checkChosen(db: DbOrTx, chosen: ChosenRecipients) {
  const userIds = chosen.userIds.map(idOrZero);
  const roleIds = chosen.roleIds.map(idOrZero);
  const [users, centers, roles] = [
    new Set(
      await enabledUserIds(
        db,
        userIds.filter((n) => n > 0),
      ),
    ),
    new Set(await enabledCenterIds(db, chosen.centerIds)),
    new Set(
      await enabledRoleIds(
        db,
        roleIds.filter((n) => n > 0),
      ),
    ),
  ];
  const missingUsers = chosen.userIds.filter((_, i) => !users.has(userIds[i] ?? 0));
  if (missingUsers.length > 0)
    throw AppError.invalid('message.unknownUsers', { value: missingUsers.join(', ') });
  const missingCenters = chosen.centerIds.filter((id) => !centers.has(id));
  if (missingCenters.length > 0)
    throw AppError.invalid('message.unknownCenters', { value: missingCenters.join(', ') });
  const missingRoles = chosen.roleIds.filter((_, i) => !roles.has(roleIds[i] ?? 0));
  if (missingRoles.length > 0)
    throw AppError.invalid('message.unknownRoles', { value: missingRoles.join(', ') });
  return { userIds, roleIds };
}

/**
 * Checks a message for saving as a draft and answers its row: a known type, a title, a body within its
 * limit once sanitized, attachments that exist, and chosen recipients that exist (none yet is fine for
 * a draft; sending requires some).
 */
export async function checkComposed(
  db: DbOrTx,
  caller: AuthContext,
  input: Composed,
): Promise<Pick<MessageInsert, 'type' | 'title' | 'body' | 'recipients' | 'attachmentIds'>> {
  const body = sanitizeBody(input.body);
  const problem = contentProblem({
    title: input.title,
    sanitizedBody: body,
    attachmentCount: new Set(input.attachmentIds).size,
  });
  if (problem) throw AppError.invalid(problem.key, 'params' in problem ? problem.params : undefined);
  if (!(await messageTypes(db)).includes(input.type))
    throw AppError.invalid('message.unknownType', { value: input.type });
  const attachmentIds = await checkAttachments(db, caller, input.attachmentIds);
  const recipients = normalizeChosen(input);
  await checkChosen(db, recipients);
  return { type: input.type, title: input.title.trim(), body, recipients, attachmentIds };
}

/**
 * The users a message goes to when sent: the chosen recipients checked again (a user, center or role
 * may have been disabled since the draft was saved) and resolved to enabled users, each once.
 */
export async function recipientsToSend(
  db: DbOrTx,
  senderId: number,
  chosen: ChosenRecipients,
): Promise<number[]> {
  const normalized = normalizeChosen(chosen);
  if (isChosenEmpty(normalized)) throw AppError.invalid('message.recipientsRequired');
  const { userIds, roleIds } = await checkChosen(db, normalized);
  const members = await groupMemberIds(db, normalized.centerIds, roleIds);
  const resolved = resolveRecipients({ senderId, userIds, groupMemberIds: members });
  if (resolved.length === 0) throw AppError.invalid('message.noRecipients');
  return resolved;
}
