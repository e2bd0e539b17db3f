/**
 * A domain text with arguments (ADR 0027): its Spanish is a pattern with `{name}` placeholders
 * ('Máximo {max} caracteres'), and calling it fills them in, so call sites keep their arguments.
 * Its English (i18n/en.json) is a pattern with the same placeholders; domainTexts finds it by
 * matching a Spanish text against the pattern and fills the English with what it matched.
 * Placeholders only: a text whose words change with a number needs one template per form.
 */
export type DomainTemplate<Args extends unknown[]> = ((...args: Args) => string) & { readonly pattern: string };

export type TemplateValues = Readonly<Record<string, string | number>>;

/** The pattern with each `{name}` replaced by its value; a placeholder without one is kept. */
export function fillTemplate(pattern: string, values: TemplateValues): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** `domainTemplate('Máximo {max} caracteres', (max: number) => ({ max }))`: called as `(100)`, gives 'Máximo 100 caracteres'. */
export function domainTemplate<Args extends unknown[]>(pattern: string, values: (...args: Args) => TemplateValues): DomainTemplate<Args> {
  return Object.assign((...args: Args) => fillTemplate(pattern, values(...args)), { pattern });
}

export function isDomainTemplate(value: unknown): value is DomainTemplate<never[]> {
  return typeof value === 'function' && typeof (value as { pattern?: unknown }).pattern === 'string';
}

/** The placeholders of a pattern, sorted. */
export function templateNames(pattern: string): string[] {
  return [...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

/** A matcher of texts the pattern gives: the values of its placeholders, or null. */
export function templateMatcher(pattern: string): (text: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([\\s\\S]+?)';
    })
    .join('');
  const regex = new RegExp(`^${source}$`);
  return (text) => {
    const match = regex.exec(text);
    return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) : null;
  };
}
