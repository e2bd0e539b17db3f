import { domainText } from '../../i18n/i18n';
import { Banner, type BannerMessage } from '../Banner';

/** What the last submit of a form reported (success or failure), shown above the form until the next one. */
export function FormBanner({ message }: { message: BannerMessage | null }) {
  return message && <Banner tone={message.tone}>{domainText(message.text)}</Banner>;
}
