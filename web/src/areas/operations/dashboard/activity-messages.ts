// The words of the dashboard's Activity section: events per hour and alerts per day.
import { ACTIVITY_DAYS } from '@staff-console/domain';

export const ACTIVITY_UI = {
  title: 'Activity',
  events: {
    title: 'Events per hour',
    subtitle: (days: number, zone: string) => `Last ${days} days, ${zone} time. The table adds up each day's hours.`,
    empty: `No events in the last ${ACTIVITY_DAYS} days.`,
    noLogs: 'Your role can view none of these logs.',
    failed: 'The events could not be loaded.',
    day: 'Day',
    kinds: { chat: 'Chat messages', trades: 'Trades', purchases: 'Purchases' } as const,
  },
  alerts: {
    title: 'Alerts per day',
    subtitle: (days: number) => `Your inbox's alerts per US Eastern day, last ${days} days`,
    empty: `No alerts in the last ${ACTIVITY_DAYS} days.`,
    failed: 'The alerts could not be loaded.',
    day: 'Day',
    count: 'Alerts',
    inbox: 'Open the alerts inbox',
  },
} as const;
