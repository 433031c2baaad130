import { defineMessages } from '../i18n/messages';

/** Server messages of the base-data area: fleet. */
export const baseFleetMessages = defineMessages({});
