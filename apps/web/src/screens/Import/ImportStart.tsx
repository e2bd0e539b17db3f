import { IMPORT_EXPECTED_FILES, IMPORT_SOURCE_LABELS, IMPORT_SOURCES, type ImportSource } from '@welink/domain';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { useUploadImport } from '../../api/imports';
import { Banner } from '../../components/Banner';
import { FieldGroup } from '../../components/form/Field';
import { SubmitButton } from '../../components/form/SubmitButton';
import { domainText } from '../../i18n/i18n';
import { IMPORT_SCREEN_MESSAGES as M } from './importMessages';

/** Which service, which file: the file is read on the server as it uploads, nothing saved yet. */
export function ImportStart() {
  const id = useId();
  const upload = useUploadImport();
  const [source, setSource] = useState<ImportSource>('goodreads');
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setMissingFile(true);
    upload.mutate({ source, file });
  };

  return (
    <form className="card card--stack import-start" onSubmit={submit} noValidate aria-busy={upload.isPending}>
      <p className="import__text">{M.intro}</p>
      {upload.isError && <Banner tone="error">{errorMessage(upload.error, M.uploadFailed)}</Banner>}
      <FieldGroup legend={M.sourceLegend} className="field import-start__sources">
        {IMPORT_SOURCES.map((value) => (
          <label key={value} className="import-start__source">
            <input type="radio" name={`${id}-source`} value={value} checked={source === value} onChange={() => setSource(value)} />
            <span className="import-start__source-name">{IMPORT_SOURCE_LABELS[value]}</span>
          </label>
        ))}
      </FieldGroup>
      <p className="field__hint" id={`${id}-how`}>
        {domainText(IMPORT_EXPECTED_FILES[source])}
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-file`}>
          {M.fileLabel}
        </label>
        <div className="import-start__file">
          <input
            id={`${id}-file`}
            className="visually-hidden import-start__file-input"
            type="file"
            accept=".csv,.zip,.json,text/csv,application/zip,application/json"
            aria-describedby={`${id}-how ${id}-chosen${missingFile ? ` ${id}-file-error` : ''}`}
            aria-invalid={missingFile || undefined}
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setMissingFile(false);
            }}
          />
          <label htmlFor={`${id}-file`} className="btn btn-secondary import-start__file-button" aria-hidden="true">
            {M.chooseButton}
          </label>
          <span className="import-start__file-name" id={`${id}-chosen`}>
            {file?.name ?? M.noFileChosen}
          </span>
        </div>
        {missingFile && (
          <p className="field__error" id={`${id}-file-error`}>
            {M.chooseFile}
          </p>
        )}
      </div>
      <SubmitButton isPending={upload.isPending} pendingLabel={M.uploading} isBlock>
        {M.upload}
      </SubmitButton>
    </form>
  );
}
