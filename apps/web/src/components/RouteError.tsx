import { useShellT } from './messages';

/** The error screen (spec part 1 §8). Plain links reload the page, which also recovers from a stale chunk. */
export function RouteError({ error }: { error: unknown }) {
  const t = useShellT();
  const detail = error instanceof Error ? error.message : null;
  return (
    <section className="panel route-error" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>{t('app.error.detail')}</p>
      {detail && <p className="route-error__detail">{detail}</p>}
      <div className="actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('app.error.reload')}
        </button>
        <a className="btn btn-secondary" href="/">
          {t('app.error.home')}
        </a>
      </div>
    </section>
  );
}
