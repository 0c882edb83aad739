// The players area's public entry. The player record, player search and leaderboards are
// lazy-loaded by the router from their modules; the link, avatar and picker other screens show
// beside an id are machinery in components/players/.
export {};
