import { defineMessages } from '@tms/domain';

/** Base-data screens: fleet. */
export const baseFleetLocale = defineMessages({});
