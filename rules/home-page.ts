/**
 * The first page of testimonials and of updates the home page shows. The server inlines
 * exactly these pages with the page's state (api/src/web/state.tsx), so they are in the
 * HTML it sends, and the sections hydrate from them without a request.
 */
export const HOME_COMMENTS = 6;
export const HOME_UPDATES = 3;
