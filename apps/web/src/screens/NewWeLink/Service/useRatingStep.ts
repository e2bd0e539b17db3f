import { useState, type Dispatch } from 'react';
import { reverseGeocode } from '../../../api/external';
import { locateUser } from './geolocation';
import { needsAddress, RATING_STEP_MESSAGES, ratingStepProblem, type WizardAction, type WizardState } from './useWizard';

/**
 * The rating steps before saving (spec §5): the checks, the address found by geolocation when it
 * is missing (or asked for when it cannot be found), then the confirmation dialog.
 */
export function useRatingStep(state: WizardState, dispatch: Dispatch<WizardAction>, onBeforeSave: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [askAddress, setAskAddress] = useState(false);
  const [isLocating, setIsLocating] = useState(false);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const { step, fields } = state;

  // Each step starts with no rating error.
  const [shownStep, setShownStep] = useState(step);
  if (shownStep !== step) {
    setShownStep(step);
    setError(null);
  }

  const requestSave = async () => {
    onBeforeSave();
    const problem = step === 'edit-rating' ? (state.rating === 0 ? RATING_STEP_MESSAGES.rating : null) : ratingStepProblem(state);
    if (problem) {
      setError(problem);
      return;
    }
    if (step === 'rating' && needsAddress(state)) {
      setIsLocating(true);
      try {
        // A point chosen on the map is kept: its own address, never the device's position instead.
        const { coordinates } = fields;
        const located = coordinates ? { coordinates, address: await reverseGeocode(coordinates) } : await locateUser();
        dispatch({ type: 'locationChanged', ...located });
      } catch {
        setAskAddress(true);
        setError(RATING_STEP_MESSAGES.address);
        return;
      } finally {
        setIsLocating(false);
      }
    }
    setError(null);
    setIsConfirmOpen(true);
  };

  const changeRating = (rating: number) => {
    setError(null);
    dispatch({ type: 'ratingChanged', rating });
  };

  const changeAddress = (address: string) => {
    setError(null);
    dispatch({ type: 'fieldChanged', name: 'address', value: address });
  };

  return { error, askAddress, isLocating, isConfirmOpen, setIsConfirmOpen, requestSave, changeRating, changeAddress };
}
