// The player page's charts' strings.
export const PLAYER_CHARTS_UI = {
  activity: {
    title: 'Activity',
    subtitle: (days: number) => `Events per US Eastern day, last ${days} days`,
    empty: 'No activity in this period.',
    failed: 'The activity could not be loaded.',
    day: 'Day',
    kinds: { chat: 'Chat', trades: 'Trades', purchases: 'Purchases', sales: 'Sales' } as const,
  },
  partners: {
    title: 'Trade partners',
    subtitle: 'Value (RAP) given to and received from each partner, largest net first. Click a partner to open their page.',
    empty: 'No trades with anyone.',
    failed: 'The trade partners could not be loaded.',
    columns: { partner: 'Partner', trades: 'Trades', lopsided: 'Lopsided', given: 'Given (RAP)', received: 'Received (RAP)', net: 'Net (RAP)' },
    given: 'Given (RAP)',
    received: 'Received (RAP)',
    oneWay: 'One-way',
    oneWayHelp: 'At least 3 trades, with 90 % or more of the value moving one way.',
    /** The chart's row label: the mark in words, not colour alone, first so a long name's ellipsis never hides it. */
    rowLabel: (name: string, oneWay: boolean) => (oneWay ? `One-way · ${name}` : name),
    userId: (id: number) => `#${id}`,
  },
} as const;
