import type { MessageCatalog } from '../i18n/messages';
import { authMessages } from './auth';
import { commonMessages } from './common';
import { monitorMessages } from './monitor';
import { referenceMessages } from './reference';
import { reportMessages } from './report';
import { systemMessages } from './system';

/** Every server message key, in all three languages. A new area adds its file here. */
export const serverMessages: MessageCatalog = {
  ...commonMessages,
  ...authMessages,
  ...systemMessages,
  ...referenceMessages,
  ...reportMessages,
  ...monitorMessages,
};

export { authMessages, commonMessages, monitorMessages, referenceMessages, reportMessages, systemMessages };
