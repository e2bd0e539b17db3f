import { LegalPage } from './LegalPage';
import { LegalSection, type LegalBlock } from './LegalText';
import { useLegalT } from './messages';

/** The sections of the privacy policy and their paragraphs, whose texts are in the legal catalogue (`privacy.s2.li4`). */
const SECTIONS: ReadonlyArray<readonly [string, readonly LegalBlock[]]> = [
  ['s1', ['p1']],
  ['s2', [['li1', 'li2', 'li3', 'li4', 'li5', 'li6', 'li7']]],
  ['s3', [['li1', 'li2', 'li3', 'li4'], 'p1']],
  ['s4', ['p1']],
  ['s5', ['p1']],
  ['s6', ['p1']],
  ['s7', ['p1', ['li1', 'li2', 'li3', 'li4', 'li5', 'li6'], 'p2']],
  ['s8', ['p1']],
  ['s9', ['p1']],
];

export function PrivacyScreen() {
  const t = useLegalT();
  return (
    <LegalPage title={t('privacy.title')}>
      {SECTIONS.map(([section, blocks]) => (
        <LegalSection key={section} page="privacy" section={section} blocks={blocks} />
      ))}
    </LegalPage>
  );
}
