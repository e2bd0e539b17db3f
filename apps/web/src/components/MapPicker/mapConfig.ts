import { DEFAULT_MAP_CENTER } from '@welink/domain';
import { i18n } from '../../i18n/i18n';
import { activeTexts } from '../../lib/activeTexts';
// Registers the texts read below.
import './messages';

/** Spec §9 map defaults. */
export const MAP_DEFAULTS = {
  center: DEFAULT_MAP_CENTER,
  zoom: 15,
  /** When the picker opens on a known point. */
  zoomLocated: 16,
} as const;

/** The picker's texts in the active language. */
export const MAP_MESSAGES = activeTexts(
  {
    label: 'mapPicker.label',
    markerTitle: 'mapPicker.markerTitle',
    hint: 'mapPicker.hint',
    reverseFailed: 'mapPicker.reverseFailed',
    noAddress: 'mapPicker.noAddress',
    looking: 'mapPicker.looking',
    tilesFailed: 'mapPicker.tilesFailed',
    /** The marker moved and the address written for the old point was not replaced. */
    staleShort: 'mapPicker.staleShort',
    keepQuestion: 'mapPicker.keepQuestion',
    keep: 'mapPicker.keep',
    retry: 'mapPicker.retry',
  },
  {
    updated: (address: string) => i18n.t('mapPicker.updated', { address }),
    stale: (address: string) => i18n.t('mapPicker.stale', { address }),
  },
);

/** "40.416800, -3.703800": six decimals are about 10 cm. */
export function formatCoordinates({ lat, lng }: { lat: number; lng: number }): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}
