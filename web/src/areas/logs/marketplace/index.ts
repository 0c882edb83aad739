// Marketplace Logs' public entry. No other area uses a part of it; the router lazy-loads the screen
// from marketplace-page.tsx so that it stays its own chunk.
export {};
