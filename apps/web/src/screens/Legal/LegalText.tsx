import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLegalT } from './messages';

const MARKUP = /<(strong|privacy)>(.*?)<\/\1>/g;

/** A catalogue paragraph with its markup: <strong>…</strong>, and <privacy>…</privacy> as the link to /privacy. */
function Rich({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    const [whole, tag, inner] = match;
    parts.push(text.slice(last, match.index));
    parts.push(
      tag === 'strong' ? (
        <strong key={match.index}>{inner}</strong>
      ) : (
        <Link key={match.index} to="/privacy">
          {inner}
        </Link>
      ),
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

/** A paragraph ('p1'), or a list of items (['li1', 'li2']), by their ids inside a section. */
export type LegalBlock = string | readonly string[];

/** One numbered section of a legal page: `<page>.<section>.title`, then its blocks, in the active language. */
export function LegalSection({ page, section, blocks }: { page: 'terms' | 'privacy'; section: string; blocks: readonly LegalBlock[] }) {
  const t = useLegalT();
  const text = (id: string) => <Rich text={t(`${page}.${section}.${id}`)} />;
  return (
    <section>
      <h2>{t(`${page}.${section}.title`)}</h2>
      {blocks.map((block) =>
        typeof block === 'string' ? (
          <p key={block}>{text(block)}</p>
        ) : (
          <ul key={block.join()}>
            {block.map((item) => (
              <li key={item}>{text(item)}</li>
            ))}
          </ul>
        ),
      )}
    </section>
  );
}
