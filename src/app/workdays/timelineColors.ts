import type { HistoryType } from '../../shared/workday';

/** One colour per kind of time, the same on the bars, the legend and the totals. */
export const TIME_COLORS: Record<HistoryType | 'PLANNED', string> = {
  WORKED: '#39e489',
  BREAK: '#bfbfbf',
  LATER_ARRIVAL: '#ff7a45',
  EXTRA_HOURS: '#722ed1',
  PLANNED: '#1677ff',
};
