import type { ImportCounts, ImportMatch } from '@welink/domain';
import { i18n } from '../../i18n/i18n';
import { activeTexts } from '../../lib/activeTexts';
// Registers the screen's texts, read here outside components.
import './messages';

const untitled = (title: string) => title || i18n.t('import.untitled');

/** What Ajustes → Importar says, in the active language; the server's refusals come with their own messages. */
export const IMPORT_SCREEN_MESSAGES = activeTexts(
  {
    title: 'import.title',
    back: 'import.back',
    intro: 'import.intro',
    sourceLegend: 'import.sourceLegend',
    fileLabel: 'import.fileLabel',
    chooseButton: 'import.chooseButton',
    noFileChosen: 'import.noFileChosen',
    upload: 'import.upload',
    uploading: 'import.uploading',
    uploadFailed: 'import.uploadFailed',
    chooseFile: 'import.chooseFile',
    loading: 'import.loading',
    loadFailed: 'import.loadFailed',
    retry: 'import.retry',
    matching: 'import.matching',
    saving: 'import.saving',
    leaveNote: 'import.leaveNote',
    reviewTitle: 'import.reviewTitle',
    reviewHint: 'import.reviewHint',
    confirming: 'import.confirming',
    confirmFailed: 'import.confirmFailed',
    cancel: 'import.cancel',
    cancelQuestion: 'import.cancelQuestion',
    cancelBack: 'import.cancelBack',
    cancelFailed: 'import.cancelFailed',
    changeFailed: 'import.changeFailed',
    rowsLabel: 'import.rowsLabel',
    doneTitle: 'import.doneTitle',
    report: 'import.report',
    reportFailed: 'import.reportFailed',
    reportFile: 'import.reportFile',
    again: 'import.again',
    failedRows: 'import.failedRows',
    seeHistory: 'import.seeHistory',
  },
  {
    lineOf: (file: string, line: number) => i18n.t('import.lineOf', { file, line }),
    progress: (done: number, total: number) => i18n.t('import.progress', { done, total }),
    confirm: (count: number) => i18n.t('import.confirm', { count }),
    include: (title: string) => i18n.t('import.include', { title: untitled(title) }),
    ratingOf: (title: string) => i18n.t('import.ratingOf', { title: untitled(title) }),
  },
);

/** A figure's line when it is not zero. */
const figure = (id: string, count: number) => count > 0 && i18n.t(id, { count });

/** The preview's figures, one line each, those at zero left out. */
export function reviewFigures(counts: ImportCounts): string[] {
  return [
    figure('import.review.catalogue', counts.catalogue),
    figure('import.review.manual', counts.manual),
    figure('import.review.duplicate', counts.duplicate),
    figure('import.review.unreadable', counts.unreadable),
  ].filter((line): line is string => Boolean(line));
}

/** The report's figures. */
export function doneFigures(counts: ImportCounts): string[] {
  return [
    i18n.t('import.done.created', { count: counts.created }),
    figure('import.done.duplicate', counts.duplicate),
    figure('import.done.skipped', counts.skipped),
    figure('import.done.failed', counts.failed),
  ].filter((line): line is string => Boolean(line));
}

/** How many WeLinks confirming saves: the readable rows that are not duplicates, minus those left out. */
export const toSave = (counts: ImportCounts) => counts.catalogue + counts.manual - counts.skipped;

export const MATCH_BADGES: Readonly<Record<ImportMatch, string>> = activeTexts({
  catalogue: 'import.match.catalogue',
  duplicate: 'import.match.duplicate',
  manual: 'import.match.manual',
  unreadable: 'import.match.unreadable',
});
