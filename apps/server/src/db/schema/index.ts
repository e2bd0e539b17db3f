export * from './events.js';
export * from './follows.js';
export * from './items.js';
export * from './lists.js';
export * from './responses.js';
export * from './users.js';
