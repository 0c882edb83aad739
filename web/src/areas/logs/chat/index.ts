// Chat Logs' public entry. No other area uses a part of Chat Logs; the router lazy-loads the screen
// from chats-page.tsx so that it stays its own chunk.
export {};
