import { defineMessages } from '../i18n/messages';

/** Server messages of the base-data area: station. */
export const baseStationMessages = defineMessages({});
