import { LOCALES, type Locale } from '@welink/domain';
import { errorMessage } from '../../api/errors';
import { useMe, useSetLanguage } from '../../api/users';
import { Banner } from '../../components/Banner';
import { SelectField } from '../../components/form/SelectField';
import { useSettingsT } from './messages';

const BROWSER = 'browser';

/** Settings: the language of the screens and of the mails; the browser's until the member picks one (ADR 0027). */
export function LanguageCard() {
  const t = useSettingsT();
  const me = useMe();
  const setLanguage = useSetLanguage();
  const options = [
    { value: BROWSER, label: t('settings.language.browser') },
    ...LOCALES.map((locale) => ({ value: locale, label: t(`settings.language.${locale}`) })),
  ];

  return (
    <section className="card card--stack" aria-labelledby="settings-language">
      <h2 id="settings-language" className="card__title">
        {t('settings.language.title')}
      </h2>
      <SelectField
        label={t('settings.language.label')}
        hint={t('settings.language.explain')}
        options={options}
        value={me.data ? (me.data.language ?? BROWSER) : BROWSER}
        disabled={!me.data || setLanguage.isPending}
        onChange={(event) => setLanguage.mutate(event.target.value === BROWSER ? null : (event.target.value as Locale))}
      />
      {setLanguage.isError && <Banner tone="error">{errorMessage(setLanguage.error, t('settings.language.saveFailed'))}</Banner>}
    </section>
  );
}
