// Appeals: a muted or banned player asks for a second look on the public page with the code the
// game showed them, and reviewers (review_appeals) decide: the sanction stands, ends earlier, or is
// lifted, on Roblox too. Other areas import only this entry.
export { publicAppealRoutes } from './public/public-appeals.routes';
export { appealReviewRoutes } from './review/appeal-review.routes';
