import { LegalPage } from './LegalPage';
import { LegalSection, type LegalBlock } from './LegalText';
import { useLegalT } from './messages';

/** The sections of the terms and their paragraphs, whose texts are in the legal catalogue (`terms.s4.li2`). */
const SECTIONS: ReadonlyArray<readonly [string, readonly LegalBlock[]]> = [
  ['s1', ['p1']],
  ['s2', ['p1', 'p2']],
  ['s3', ['p1']],
  ['s4', ['p1', ['li1', 'li2', 'li3', 'li4'], 'p2']],
  ['s5', ['p1']],
  ['s6', ['p1']],
  ['s7', ['p1']],
  ['s8', ['p1']],
  ['s9', ['p1']],
];

export function TermsScreen() {
  const t = useLegalT();
  return (
    <LegalPage title={t('terms.title')}>
      {SECTIONS.map(([section, blocks]) => (
        <LegalSection key={section} page="terms" section={section} blocks={blocks} />
      ))}
    </LegalPage>
  );
}
