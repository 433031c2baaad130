import { defineMessages } from '../i18n/messages';

/** Server messages of the base-data area: client. */
export const baseClientMessages = defineMessages({});
