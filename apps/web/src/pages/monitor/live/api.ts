import { get } from '../../../core/request';
import type { LiveShipment } from './types';

export const liveKey = ['monitor', 'live'] as const;

export const fetchLive = () => get<LiveShipment[]>('/monitor/live/list');
