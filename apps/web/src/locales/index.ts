import { type MessageCatalog, serverMessages, toResources } from '@tms/domain';
import { commonLocale } from './common';
import { welcomeLocale } from './welcome';

/**
 * Every UI string, by area. A new area adds its file here. Server message keys (from @tms/domain)
 * are merged in so the web can show the same translated texts for domain rules.
 * Interpolation in UI strings uses i18next's {{name}}; domain messages use {name} and are
 * formatted with the domain's interpolate().
 */
export const uiCatalog: MessageCatalog = {
  ...commonLocale,
  ...welcomeLocale,
};

export const resources = toResources({ ...serverMessages, ...uiCatalog });
