import { defineMessages } from '@tms/domain';

/** Base-data screens: client. */
export const baseClientLocale = defineMessages({});
