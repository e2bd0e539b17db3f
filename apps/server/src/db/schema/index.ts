export * from './admin.js';
export * from './events.js';
export * from './external.js';
export * from './follows.js';
export * from './items.js';
export * from './lists.js';
export * from './responses.js';
export * from './users.js';
