/*
 * Every WeLink call (/api/items) and the cache it refreshes, in one module. Its parts are files
 * so that a screen's bundle carries only the calls it makes: the Timeline does not load the
 * wizard's create and update, nor History's rating dialog.
 */
export * from './edits';
export * from './historyRating';
export * from './queries';
export * from './rating';
export * from './saveToHistory';
