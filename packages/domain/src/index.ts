export * from './admin.js';
export * from './auth.js';
export * from './common.js';
export * from './constants.js';
export * from './errors.js';
export * from './messages.js';
export * from './users.js';
