import { defineMessages } from '@tms/domain';

/** Base-data screens: route. */
export const baseRouteLocale = defineMessages({});
