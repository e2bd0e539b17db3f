/** Every area's English messages, merged and compiled by linguiCatalogs.ts (ADR 0027). */
declare module 'virtual:welink-english' {
  import type { CompiledMessage } from './format';

  const messages: Record<string, CompiledMessage>;
  export default messages;
}
