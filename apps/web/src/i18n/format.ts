/**
 * Lingui's compiled messages (what linguiCatalogs.ts makes of a catalogue's ICU text at build time)
 * rendered with Intl: text, {name}, {n, plural, …} with =N, offset and #, {n, selectordinal, …} and
 * {x, select, …} (numbers and dates are formatted by the caller, lib/formats). The same output as @lingui/core's interpolation
 * (format.test.ts holds them together) in a fraction of its size: the public pages' budget (ADR 0027).
 */
export type CompiledMessage = string | readonly CompiledPart[];
type CompiledPart = string | readonly [name: string, type?: string, format?: unknown];
type Cases = Record<string, CompiledMessage> & { offset?: number };
export type MessageValues = Record<string, unknown>;

export function formatMessage(message: CompiledMessage, values: MessageValues, locale: string): string {
  const render = (tokens: CompiledMessage, count?: number): string => {
    if (typeof tokens === 'string') return tokens;
    let out = '';
    for (const token of tokens) {
      if (typeof token === 'string') {
        out += token === '#' && count !== undefined ? new Intl.NumberFormat(locale).format(count) : token;
        continue;
      }
      const [name, type, format] = token;
      const value = values[name];
      if (type === 'plural' || type === 'selectordinal') {
        const { offset = 0, ...cases } = format as Cases;
        const n = Number(value) - offset;
        const chosen = cases[String(value)] ?? cases[new Intl.PluralRules(locale, { type: type === 'plural' ? 'cardinal' : 'ordinal' }).select(n)] ?? cases.other;
        out += chosen === undefined ? '' : render(chosen, n);
      } else if (type === 'select') {
        const cases = format as Cases;
        const chosen = cases[String(value)] ?? cases.other;
        out += chosen === undefined ? '' : render(chosen);
      } else if (value != null) {
        out += String(value);
      }
    }
    return out;
  };
  return render(message);
}
