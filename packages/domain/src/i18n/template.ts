/**
 * A domain text with arguments (ADR 0027): its Spanish is a pattern with `{name}` placeholders
 * ('Máximo {max} caracteres'), and calling it fills them in, so call sites keep their arguments.
 * Its English (i18n/en.json) is a pattern with the same placeholders; domainTexts finds it by
 * matching a Spanish text against the pattern and fills the English with what it matched.
 * Placeholders only: a text whose words change with a number needs one template per form.
 * (What matches a text against a pattern lives in domainTexts.ts, which only English loads.)
 */
export type DomainTemplate<Args extends unknown[]> = ((...args: Args) => string) & { readonly pattern: string };

export type TemplateValues = Readonly<Record<string, string | number>>;

/** `domainTemplate('Máximo {max} caracteres', (max: number) => ({ max }))`: called as `(100)`, gives 'Máximo 100 caracteres'. */
export function domainTemplate<Args extends unknown[]>(pattern: string, values: (...args: Args) => TemplateValues): DomainTemplate<Args> {
  return Object.assign((...args: Args) => fillTemplate(pattern, values(...args)), { pattern });
}

/** The pattern with each `{name}` replaced by its value; a placeholder without one is kept. */
export function fillTemplate(pattern: string, values: TemplateValues): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
