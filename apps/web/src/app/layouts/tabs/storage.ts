/** Where the open tabs and the active tab are kept between reloads. */
export const TABS_STORAGE_KEY = 'tms.tabs';
