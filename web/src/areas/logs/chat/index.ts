// Chat Logs' public entry: one chat message as the list shows it (Reports shows the chat before a
// report with it). The router lazy-loads the screen from chats-page.tsx so that it stays its own chunk.
export { ChatRow } from './components/chat-row';
