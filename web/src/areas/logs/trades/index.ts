// Trade Logs' public entry. No other area uses a part of Trade Logs; the router lazy-loads the screen
// from trades-page.tsx so that it stays its own chunk. (The trade and purchase dialog is moderation's.)
export {};
