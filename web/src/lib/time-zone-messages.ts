// Sentences about the time zone times are shown in (the account block, the profile, date filters).
export const TIME_ZONE_UI = {
  timesIn: (zone: string) => `Times in ${zone}`,
  cardTitle: 'Time zone',
  cardBody: 'Every date and time in the console is shown in this zone, and date filters read days in it.',
  field: 'Time zone',
  fieldHelp: 'Type to search, e.g. London or New York',
  save: 'Use this time zone',
  saved: (zone: string) => `Times are now shown in ${zone}`,
  current: (zone: string) => `Now: ${zone}`,
  unknown: 'Choose a time zone from the list',
} as const;
