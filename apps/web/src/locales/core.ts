import { type MessageCatalog, toResources } from '@tms/domain';
// By path, not through the package index: the index also builds the catalog of every message.
import { authMessages } from '@tms/domain/messages/auth';
import { commonMessages } from '@tms/domain/messages/common';
import { accountLocale } from './account';
import { commonLocale } from './common';
import { downloadCenterLocale } from './download-center';
import { errorsLocale } from './errors';
import { layoutLocale } from './layout';
import { loginLocale } from './login';
import { welcomeLocale } from './welcome';
import { widgetsLocale } from './widgets';

/**
 * What the sign-in page and the shell (header, menu, tabs, error pages) need at start. Everything else
 * comes with the first screen (areas.ts), so the sign-in page does not download every screen's texts.
 */
export const coreCatalog: MessageCatalog = {
  ...commonMessages,
  ...authMessages,
  ...commonLocale,
  ...welcomeLocale,
  ...layoutLocale,
  ...accountLocale,
  ...errorsLocale,
  ...widgetsLocale,
  ...downloadCenterLocale,
  ...loginLocale,
};

export const coreResources = toResources(coreCatalog);
