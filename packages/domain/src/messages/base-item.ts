import { defineMessages } from '../i18n/messages';

/** Server messages of the base-data area: item. */
export const baseItemMessages = defineMessages({});
