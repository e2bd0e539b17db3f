import { UNSAFE_createBrowserHistory } from 'react-router';

/** The browser history the app's router follows; code outside React navigates through it. */
export const appHistory = UNSAFE_createBrowserHistory({ v5Compat: true });
