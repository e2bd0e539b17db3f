import type { HitRate } from '@welink/domain';

/** One decimal, Spanish style ("4,6"), so every figure of the circle reads alike. */
const averageFormat = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const USUALLY_RIGHT_TEXT = 'te suele acertar';

export const formatAverage = (average: number) => `${averageFormat.format(average)}★`;

/** "Lo que te recomienda Ana: 4,6★ de media en 12 WeLinks" (a figure always counts 3 or more). */
export const hitRateText = (figure: HitRate) =>
  `Lo que te recomienda ${figure.user.name}: ${formatAverage(figure.average)} de media en ${figure.count} WeLinks`;

/** "3 de tus contactos: 4,3★". */
export const circleScoreText = (count: number, average: number) => `${count} de tus contactos: ${formatAverage(average)}`;
