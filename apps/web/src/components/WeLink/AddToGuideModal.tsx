import { GuideCreateSchema, type Guide } from '@welink/domain';
import { useState, type FormEvent } from 'react';
import { useCreateGuideWithItem, useGuides, useSaveGuideMembership } from '../../api/guides';
import { domainText } from '../../i18n/i18n';
import { Banner, type BannerMessage } from '../Banner';
import { Field } from '../form/Field';
import { useWeLinkT } from './messages';
import { DialogClose, WeLinkDialog } from './WeLinkDialog';

interface AddToGuideModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itemId: string;
  itemTitle: string;
  /** Told after the changes are saved, with the success text and how many guides got the WeLink; the modal then closes. */
  onSaved?: (message: string, addedTo: number) => void;
}

const holds = (guide: Guide, itemId: string) => guide.items.some((item) => item._id === itemId);

/** The differences between what the guides hold and what is ticked (spec part 1 §4). */
export function membershipDiff(guides: readonly Guide[], itemId: string, checked: ReadonlySet<string>) {
  return {
    add: guides.filter((g) => checked.has(g._id) && !holds(g, itemId)).map((g) => g._id),
    remove: guides.filter((g) => !checked.has(g._id) && holds(g, itemId)).map((g) => g._id),
  };
}

function GuideChecklist({ itemId, guides, onSaved }: { itemId: string; guides: Guide[]; onSaved?: AddToGuideModalProps['onSaved'] }) {
  const t = useWeLinkT();
  const [checked, setChecked] = useState<ReadonlySet<string>>(
    () => new Set(guides.filter((g) => holds(g, itemId)).map((g) => g._id)),
  );
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const createGuide = useCreateGuideWithItem();
  const saveMembership = useSaveGuideMembership();

  const toggle = (guideId: string) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(guideId)) next.delete(guideId);
      else next.add(guideId);
      return next;
    });

  const create = (event: FormEvent) => {
    event.preventDefault();
    const parsed = GuideCreateSchema.shape.name.safeParse(name);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      setNameError(issue && domainText(issue));
      return;
    }
    setNameError(undefined);
    setMessage(null);
    // A guide made here is meant for this WeLink: it is created holding it (so it reads 'Creada',
    // not 'Actualizada'), and shown ticked; unticking it and saving takes the WeLink out again.
    createGuide.mutate(
      { name: parsed.data, itemId },
      {
        onSuccess: ({ guide, addError }) => {
          setName('');
          if (addError) {
            setMessage({ tone: 'error', text: t('welink.guideCreatedWithoutItem') });
            return;
          }
          setChecked((current) => new Set(current).add(guide._id));
          setMessage({ tone: 'success', text: t('welink.guideCreated') });
        },
        onError: () => setMessage({ tone: 'error', text: t('welink.guideCreateFailed') }),
      },
    );
  };

  const { add, remove } = membershipDiff(guides, itemId, checked);
  const hasChanges = add.length + remove.length > 0;

  const save = () => {
    setMessage(null);
    saveMembership.mutate(
      { itemId, add, remove },
      {
        onSuccess: () => onSaved?.(t('welink.guidesSaved'), add.length),
        onError: () => setMessage({ tone: 'error', text: t('welink.guidesSaveFailed') }),
      },
    );
  };

  return (
    <>
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
      {guides.length === 0 ? (
        <p className="guide-list__empty">{t('welink.guides.none')}</p>
      ) : (
        <fieldset className="guide-list">
          <legend className="visually-hidden">{t('welink.guides.yours')}</legend>
          {guides.map((guide) => (
            <label key={guide._id} className="checkbox guide-list__row">
              <input
                type="checkbox"
                checked={checked.has(guide._id)}
                onChange={() => toggle(guide._id)}
                disabled={saveMembership.isPending}
              />
              <span className="guide-list__dot" style={{ background: guide.color }} aria-hidden="true" />
              <span>{guide.name}</span>
            </label>
          ))}
        </fieldset>
      )}

      <form onSubmit={create} noValidate>
        <Field label={t('welink.guides.new')} error={nameError}>
          {(aria) => (
            <div className="guide-create__row">
              <input
                {...aria}
                name="name"
                className="field__input"
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  setNameError(undefined);
                }}
                placeholder={t('welink.guides.namePlaceholder')}
                maxLength={100}
              />
              <button type="submit" className="btn btn-secondary" disabled={createGuide.isPending}>
                {createGuide.isPending ? t('welink.guides.creating') : t('welink.guides.create')}
              </button>
            </div>
          )}
        </Field>
      </form>

      <div className="actions actions--end">
        <DialogClose asChild>
          <button type="button" className="btn btn-secondary">
            {t('welink.cancel')}
          </button>
        </DialogClose>
        <button type="button" className="btn btn-primary" onClick={save} disabled={!hasChanges || saveMembership.isPending}>
          {saveMembership.isPending ? t('welink.saving') : t('welink.guides.save')}
        </button>
      </div>
    </>
  );
}

/** Ticks the viewer's guides that should hold a WeLink, and creates a guide inline (spec part 1 §2). */
export function AddToGuideModal({ open, onOpenChange, itemId, itemTitle, onSaved }: AddToGuideModalProps) {
  const t = useWeLinkT();
  const guides = useGuides(open);
  return (
    <WeLinkDialog open={open} onOpenChange={onOpenChange} title={t('welink.detail.addToGuide')} description={itemTitle}>
      {guides.isPending ? (
        <p className="loading" role="status">
          {t('welink.guides.loading')}
        </p>
      ) : guides.isError ? (
        <>
          <Banner tone="error">{t('welink.guidesLoadFailed')}</Banner>
          <div className="actions actions--end">
            <button type="button" className="btn btn-secondary" onClick={() => void guides.refetch()}>
              {t('welink.retry')}
            </button>
          </div>
        </>
      ) : (
        <GuideChecklist
          itemId={itemId}
          guides={guides.data}
          onSaved={(text, addedTo) => {
            onSaved?.(text, addedTo);
            onOpenChange(false);
          }}
        />
      )}
    </WeLinkDialog>
  );
}
