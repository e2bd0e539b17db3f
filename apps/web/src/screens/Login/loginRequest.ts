// Loaded when the form is first used: zod, the schemas and the API call stay out of the page's first load.
export { LoginRequestSchema as schema } from '@welink/domain';
export { login as send } from '../../api/auth';
