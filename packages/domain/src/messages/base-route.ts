import { defineMessages } from '../i18n/messages';

/** Server messages of the base-data area: route. */
export const baseRouteMessages = defineMessages({});
