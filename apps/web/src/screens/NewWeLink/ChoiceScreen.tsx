import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/baseIcons';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useNewWeLinkT } from './messages';
import { readReturnPath } from './Question/returnPath';
import './choice.css';

function CardIcon({ children }: { children: ReactNode }) {
  return (
    <Icon className="choice-card__icon" width="32" height="32">
      {children}
    </Icon>
  );
}

interface ChoiceCardProps {
  to: string;
  state: unknown;
  title: string;
  text: string;
  icon: ReactNode;
}

/** A whole card is the link; its name is the title and its text the description. */
function ChoiceCard({ to, state, title, text, icon }: ChoiceCardProps) {
  const id = `choice${to.replace(/\W+/g, '-')}`;
  const textId = `${id}-text`;
  return (
    <li>
      <Link to={to} state={state} className="choice-card" aria-labelledby={id} aria-describedby={textId}>
        {icon}
        <span className="choice-card__body">
          <span className="choice-card__title" id={id}>
            {title}
          </span>
          <span className="choice-card__text" id={textId}>
            {text}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** /new-welink (spec part 2 §2): save a service or ask a question. Where the user came from travels on. */
export function ChoiceScreen() {
  const t = useNewWeLinkT();
  useDocumentTitle(t('newWeLink.choice.documentTitle'));
  const location = useLocation();
  const returnPath = readReturnPath(location.state);
  const state = returnPath ? { returnPath } : undefined;

  return (
    <section className="choice" aria-labelledby="choice-title">
      <h1 id="choice-title" className="screen-title">
        {t('newWeLink.choice.title')}
      </h1>
      <ul className="choice__list">
        <ChoiceCard
          to="/new-welink/service"
          state={state}
          title={t('newWeLink.choice.service')}
          text={t('newWeLink.choice.serviceText')}
          icon={
            <CardIcon>
              <path d="M12 3l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.3l-5.2 2.8 1-5.8L3.5 9.2l5.9-.8z" />
            </CardIcon>
          }
        />
        <ChoiceCard
          to="/new-welink/question"
          state={state}
          title={t('newWeLink.choice.question')}
          text={t('newWeLink.choice.questionText')}
          icon={
            <CardIcon>
              <circle cx="12" cy="12" r="9" />
              <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.6V14" />
              <path d="M12 17.5h.01" />
            </CardIcon>
          }
        />
      </ul>
    </section>
  );
}
