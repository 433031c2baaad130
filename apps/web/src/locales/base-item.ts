import { defineMessages } from '@tms/domain';

/** Base-data screens: item. */
export const baseItemLocale = defineMessages({});
