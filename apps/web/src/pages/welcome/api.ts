import type { WelcomeDay } from '@tms/contract';
import { get } from '../../core/request';

export const welcomeDayKey = ['welcome', 'day'] as const;

/** GET /welcome/day: the caller's open work today, in their scope; a card is null without its list key. */
export const fetchWelcomeDay = () => get<WelcomeDay>('/welcome/day');
