// The Chat Logs screen's sentences. Those the product's rules quote must stay word for word
// (docs/RULES.md, "Messages").
import { MESSAGES } from '@staff-console/domain';

export const CHAT_UI = {
  title: 'Chat Logs',
  searchPlaceholder: 'Search by player name or message content',
  searchTooShort: MESSAGES.searchTooShort,
  timeFrame: 'Time Frame',
  fromDate: 'From Date',
  toDate: 'To Date',
  search: 'Search',
  clearSearch: 'Clear search',
  rangeInverted: 'To Date must be on or after From Date',
  rangeInvertedBody: 'Choose a To Date on or after the From Date to see messages.',
  showing: (shown: string, total: string) => `Showing ${shown} of ${total} chat messages`,
  filterWarning: 'Filter Warning',
  filterWarningHint: "A hidden (empty or '#'-only) message from this player was next to this one.",
  translate: 'Translate',
  translating: 'Translating…',
  translateHint: 'Translate the messages on this page',
  translatedLabel: 'Translation',
  avatarAlt: (name: string) => `Avatar of ${name}`,
  userId: (id: number) => `User ID ${id}`,
  loading: 'Loading chat logs',
  messagesList: 'Chat messages',
  loadFailed: 'Failed to load chat logs. Please try again later.',
  retry: 'Retry',
  emptyTitle: 'No chat logs found',
  emptyBody: 'Try adjusting your search criteria or check back later for new messages.',
  pagination: 'Chat log pages',

  // Context around a message (docs/RULES.md, "Investigation")
  showContext: 'Show context',
  showContextHint: 'Show what every player said just before and after this message',
  contextTitle: 'Message in context',
  contextSubtitle: 'Messages from every player just before and after the marked one, oldest first.',
  contextList: 'Messages around the marked one',
  contextLoading: 'Loading the messages around this one…',
  contextNotFound: 'This message could not be found. It may have been hidden, or the link is incomplete.',
  contextFailed: 'Failed to load the messages around this one. Please try again.',
  // Which game server's messages surround the marked one (only for a message whose server is known)
  contextScope: 'Messages from',
  contextThisServer: 'This server only',
  contextAllServers: 'All servers',
  contextServerSubtitle: 'Messages from every player in the same game server just before and after the marked one, oldest first.',
  close: 'Close',

  // Density (remembered in this browser)
  compact: 'Compact lines',
  compactHint: 'Show about twice as many messages on a screen: one line a message where it fits',
  selectPage: 'Select every message on this page',

  // The histogram over the results
  histogramTitle: 'Messages over time',
  histogramSubtitle: (bar: string, zone: string) => `Each bar is ${bar}; times in ${zone}. Choose a bar to show its messages.`,
  histogramEmpty: 'No chat messages to chart for this search and time frame.',
  histogramFailed: 'The chart of messages over time could not be loaded.',
  histogramSeries: 'Messages',
  histogramFrom: 'From',
  histogramTo: 'To',
  histogramCount: 'Messages',
  histogramAction: 'Action',
  histogramShow: 'Show these messages',
  histogramBar: (from: string, to: string) => `${from} to ${to}`,
  windowNotice: (from: string, to: string) => `Showing the messages from ${from} to ${to}, chosen on the chart.`,
  windowClear: 'Show the whole time frame',
  duration: {
    minutes: (n: string) => `${n} minutes`,
    hours: (n: string) => `${n} hours`,
    days: (n: string) => `${n} days`,
    seconds: (n: string) => `${n} seconds`,
  },
} as const;
