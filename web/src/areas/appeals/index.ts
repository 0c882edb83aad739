// The appeals area's public entry: the sidebar's count of open appeals. The reviewers' queue is
// lazy-loaded by the router from appeals-page.tsx; the public appeal page is an entry of its own
// (web/appeal.html, src/appeal-main.tsx) and is never part of the staff app.
export { useOpenAppealsCount } from './api/open-count';
