export * from './events.js';
export * from './follows.js';
export * from './items.js';
export * from './users.js';
