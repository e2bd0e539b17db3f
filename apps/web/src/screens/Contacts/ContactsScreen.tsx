import { useSearchParams } from 'react-router';
import { Banner } from '../../components/Banner';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { ConnectionsList } from './ConnectionsList';
import { ImportPanel } from './ImportPanel';
import { ReceivedRequestsSection, SentRequestsSection } from './RequestsSections';
import { SearchPanel } from './SearchPanel';
import { Tabs } from './Tabs';
import { useContactActions } from './useContactActions';
import { useContactsT } from './messages';
import './contacts.css';

type ContactsTab = 'buscar' | 'mis-contactos';

/** The tab lives in the URL (?tab=mis-contactos) so a reload or a shared link keeps it. */
function readTab(value: string | null): ContactsTab {
  return value === 'mis-contactos' ? 'mis-contactos' : 'buscar';
}

export function ContactsScreen() {
  const t = useContactsT();
  useDocumentTitle(t('contacts.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readTab(searchParams.get('tab'));
  const actions = useContactActions();

  const selectTab = (next: ContactsTab) =>
    setSearchParams(next === 'buscar' ? {} : { tab: next }, { replace: true, preventScrollReset: true });

  return (
    <section className="contacts">
      <h1 className="screen-title">{t('contacts.title')}</h1>
      {actions.message && (
        <div className="contacts__message">
          <Banner tone={actions.message.tone} onClose={actions.dismissMessage}>
            {actions.message.text}
          </Banner>
        </div>
      )}
      <Tabs
        label={t('contacts.title')}
        selected={tab}
        onSelect={selectTab}
        tabs={[
          {
            id: 'buscar',
            label: t('contacts.tab.search'),
            content: (
              <div className="contacts__stack">
                <SearchPanel actions={actions} />
                <ReceivedRequestsSection actions={actions} />
                <SentRequestsSection actions={actions} />
                <ConnectionsList title={t('contacts.connections.title')} actions={actions} />
              </div>
            ),
          },
          {
            id: 'mis-contactos',
            label: t('contacts.tab.mine'),
            content: (
              <div className="contacts__stack">
                <ImportPanel />
                <ConnectionsList title={t('contacts.tab.mine')} actions={actions} />
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}
