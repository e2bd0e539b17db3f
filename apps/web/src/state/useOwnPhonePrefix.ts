import { DEFAULT_PHONE_PREFIX } from '@welink/domain';
import { useSession } from './useSession';

/** The signed-in member's own phone prefix: numbers typed without '+' are read in its country. */
export function useOwnPhonePrefix(): string {
  return useSession()?.profile?.phone?.prefix ?? DEFAULT_PHONE_PREFIX;
}
