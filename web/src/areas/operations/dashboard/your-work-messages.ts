// The words of the dashboard's "Your work" (docs/RULES.md, "Moderation").
export const YOUR_WORK_UI = {
  title: 'Your work',
  myCases: 'Open cases assigned to you',
  noCases: 'No open case is assigned to you.',
  allCases: 'All my cases',
  recent: 'Recent sanctions',
  noSanctions: 'No sanctions yet.',
  allSanctions: 'All sanctions',
  failed: 'Failed enforcements',
  noFailed: 'No recent ban failed to reach Roblox.',
  failedHint: (bansChecked: number) => `Among the ${bansChecked} latest bans.`,
  enforcement: 'Ban enforcement',
  noOpenCloud:
    "Open Cloud is not configured: no ban reaches Roblox. Bans are enforced only by the game servers running the console's module, which kick banned players when they join or are online.",
  noOpenCloudHint: 'Set ROBLOX_OPEN_CLOUD_API_KEY and ROBLOX_UNIVERSE_ID on the server to have Roblox refuse banned players.',
  loadFailed: 'Could not load this.',
} as const;
