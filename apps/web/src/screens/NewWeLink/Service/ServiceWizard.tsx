import { ITEM_TEXT_MAX, itemAddedToGuidesMessage } from '@welink/domain';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '../../../components/Banner';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { TextField } from '../../../components/form/TextField';
import { WELINK_MESSAGES } from '../../../components/WeLink/constants';
import { useLeaveConfirmation } from '../../../hooks/useLeaveConfirmation';
import { useSession } from '../../../state/useSession';
import { isLocated } from './categories';
import { ItemSummary, SavedItemCard } from './ItemSummary';
import { RatingStep } from './RatingStep';
import { ServiceStep } from './ServiceStep';
import { SimilarStep } from './SimilarStep';
import { CreatedDialogs } from './SuccessDialog';
import { useDetailsStep } from './useDetailsStep';
import { useRatingStep } from './useRatingStep';
import { hasUnsavedChanges, useWizard, type WizardState, type WizardStep } from './useWizard';
import { useWizardSave } from './useWizardSave';
import { WIZARD_MESSAGES } from './wizardMessages';
import { domainText } from '../../../i18n/i18n';
import { useNewWeLinkT } from '../messages';

/** Message ids of the steps' headings. */
const STEP_TITLES: Record<WizardStep, string> = {
  service: 'newWeLink.wizard.step.service',
  duplicate: 'newWeLink.wizard.step.duplicate',
  rating: 'newWeLink.wizard.step.rating',
  'edit-rating': 'newWeLink.wizard.step.editRating',
};

/** The save button (its message id) and its confirmation, by what is saved. */
function saveWording(step: WizardStep, isEditing: boolean): { label: string; confirm: string } {
  if (step === 'edit-rating') return { label: 'newWeLink.wizard.saveRating', confirm: WIZARD_MESSAGES.ratingConfirm };
  return isEditing
    ? { label: 'newWeLink.saveChanges', confirm: WIZARD_MESSAGES.updateConfirm }
    : { label: 'newWeLink.wizard.saveWeLink', confirm: WIZARD_MESSAGES.saveConfirm };
}

/** A new step is announced by moving the focus to its heading. */
function useStepHeading(step: WizardStep) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(step);
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    headingRef.current?.focus();
  }, [step]);
  return headingRef;
}

interface ServiceWizardProps {
  title: string;
  initial: () => WizardState;
  /** Where Cancelar leads. */
  returnPath: string;
}

/**
 * The wizard (spec §2, §4, §5): its state in the reducer (useWizard), each step's own state and
 * calls in a hook (details, rating, saving), each step a component.
 */
export function ServiceWizard({ title, initial, returnPath }: ServiceWizardProps) {
  const [opened] = useState(initial);
  const [state, dispatch] = useWizard(() => opened);
  const saving = useWizardSave(state, dispatch, opened.fields);
  const details = useDetailsStep(state, dispatch);
  const rating = useRatingStep(state, dispatch, saving.clearBanner);
  const headingRef = useStepHeading(state.step);
  const viewerId = useSession()?.user.userId ?? null;
  const t = useNewWeLinkT();
  const leave = useLeaveConfirmation(!saving.isLeaving && hasUnsavedChanges(opened, state));

  const { step, category, fields } = state;
  const isEditing = state.editId !== null;
  const isBusy = details.isWorking || rating.isLocating || state.isChecking || saving.isSaving || saving.isLeaving;
  const wording = saveWording(step, isEditing);
  const back = () => dispatch({ type: 'back' });
  const cancel = () => leave.cancelTo(returnPath);

  return (
    <section className="wizard" aria-labelledby="wizard-title">
      <h1 id="wizard-title" className="screen-title">
        {title}
      </h1>
      <h2 className="wizard__step-title" ref={headingRef} tabIndex={-1}>
        {t(STEP_TITLES[step])}
      </h2>
      {saving.banner && <Banner tone={saving.banner.tone}>{domainText(saving.banner.text)}</Banner>}

      {step === 'service' && (
        <ServiceStep
          formRef={details.formRef}
          category={category}
          fields={fields}
          errors={details.errors}
          isEditing={isEditing}
          isBusy={isBusy}
          showSuggestions={details.showSuggestions}
          onCategory={details.chooseCategory}
          onClearCategory={() => dispatch({ type: 'categoryCleared' })}
          onField={details.changeField}
          onSuggestion={(result) => void details.pickSuggestion(result)}
          onPlace={details.choosePlace}
          onLocation={details.changeLocation}
          onContinue={details.continueFromDetails}
          onCancel={cancel}
        />
      )}
      {step === 'duplicate' && (
        <SimilarStep
          candidates={state.candidates}
          viewerId={viewerId}
          onSame={details.chooseExisting}
          onNew={() => dispatch({ type: 'newChosen' })}
          onBack={back}
          isBusy={isBusy}
        />
      )}
      {(step === 'rating' || step === 'edit-rating') && (
        <RatingStep
          summary={
            step === 'edit-rating' && state.target ? (
              <SavedItemCard item={state.target} />
            ) : (
              <ItemSummary category={category} fields={fields} suggestion={state.suggestion} />
            )
          }
          note={step === 'edit-rating' ? <p className="field__hint">{WELINK_MESSAGES.alreadyRatedNote}</p> : null}
          addressField={
            step === 'rating' && rating.askAddress && category && isLocated(category.kind) ? (
              <TextField
                label={t('newWeLink.wizard.addressRequired')}
                name="address"
                value={fields.address}
                onChange={(event) => rating.changeAddress(event.target.value)}
                maxLength={ITEM_TEXT_MAX.address}
                disabled={isBusy}
              />
            ) : null
          }
          rating={state.rating}
          comment={state.comment}
          onRating={rating.changeRating}
          onComment={(comment) => dispatch({ type: 'commentChanged', comment })}
          error={rating.error}
          isBusy={isBusy || state.saved !== null}
          saveLabel={t(wording.label)}
          onSave={() => void rating.requestSave()}
          onBack={back}
          onCancel={cancel}
        />
      )}

      <ConfirmDialog
        open={rating.isConfirmOpen}
        onOpenChange={rating.setIsConfirmOpen}
        title={t(wording.label)}
        description={wording.confirm}
        confirmLabel={t('newWeLink.yesSave')}
        cancelLabel={t('newWeLink.keepEditing')}
        onConfirm={saving.save}
      />
      {leave.dialog}
      {state.saved && (
        <CreatedDialogs
          item={state.saved}
          isCopy={state.copiedFrom !== null}
          dialog={saving.dialog}
          onDialog={saving.setDialog}
          onNoThanks={saving.leaveWithoutGuide}
          onAddedToGuide={(guides) => saving.toHistory(domainText(itemAddedToGuidesMessage(guides)))}
          onNewGuide={saving.toNewGuide}
        />
      )}
    </section>
  );
}
