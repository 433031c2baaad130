import { defineMessages } from '@tms/domain';

/** Base-data screens: station. */
export const baseStationLocale = defineMessages({});
