import type { HitRate } from '@welink/domain';
import { activeLocale, i18n } from '../i18n/i18n';
// Registers the circle's texts in the catalogue.
import './messages';

const averageFormats = new Map<string, Intl.NumberFormat>();

/** One decimal in the active language's style ("4,6", "4.6"), so every figure of the circle reads alike. */
export const formatAverage = (average: number) => {
  const locale = activeLocale();
  let format = averageFormats.get(locale);
  if (!format) averageFormats.set(locale, (format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })));
  return `${format.format(average)}★`;
};

/** "te suele acertar". */
export const usuallyRightText = () => i18n.t('circle.usuallyRight');

/** "Lo que te recomienda Ana: 4,6★ de media en 12 WeLinks" (a figure always counts 3 or more). */
export const hitRateText = (figure: HitRate) =>
  i18n.t('circle.hitRate', { name: figure.user.name, average: formatAverage(figure.average), count: figure.count });

/** "3 de tus contactos: 4,3★". */
export const circleScoreText = (count: number, average: number) => i18n.t('circle.score', { count, average: formatAverage(average) });
