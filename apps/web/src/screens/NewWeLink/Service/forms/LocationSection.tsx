import { ITEM_TEXT_MAX } from '@welink/domain';
import { useEffect, useRef, useState } from 'react';
import { Banner, type BannerMessage } from '../../../../components/Banner';
import { MapPicker, type LocationChange } from '../../../../components/MapPicker/MapPicker';
import { TextField } from '../../../../components/form/TextField';
import { LocateError, locateMessage, locateUser } from '../geolocation';
import { useNewWeLinkT } from '../../messages';
import { bind, type KindFormProps } from './formProps';

interface LocationSectionProps extends KindFormProps {
  onLocation: (change: LocationChange) => void;
  /** Spec §4: a place with no known location asks for the user's as soon as it opens. */
  autoLocate: boolean;
  /** The button's text: the restaurant form calls it its option 2. */
  locateLabel?: string;
}

/** The address, the current-location button and the map picker of places and services. */
export function LocationSection({ onLocation, autoLocate, locateLabel, ...props }: LocationSectionProps) {
  const t = useNewWeLinkT();
  const { fields, disabled } = props;
  const isUnknown = fields.coordinates === null && fields.address.trim() === '';
  const [isLocating, setIsLocating] = useState(() => autoLocate && isUnknown);
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const onLocationRef = useRef(onLocation);
  useEffect(() => {
    onLocationRef.current = onLocation;
  }, [onLocation]);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const locate = () =>
    locateUser().then(
      ({ coordinates, address }) => {
        if (!isMounted.current) return;
        onLocationRef.current({ coordinates, address });
        setIsLocating(false);
        setMessage({ tone: 'success', text: t('newWeLink.wizard.locate.found', { address }) });
      },
      (error: unknown) => {
        if (!isMounted.current) return;
        if (error instanceof LocateError && error.coordinates) onLocationRef.current({ coordinates: error.coordinates });
        setIsLocating(false);
        setMessage({ tone: 'error', text: locateMessage(error) });
      },
    );

  // Once, on opening: the initial state already says it is locating.
  const [startsLocating] = useState(isLocating);
  useEffect(() => {
    if (startsLocating) void locate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, []);

  return (
    <div className="wizard__location">
      <div className="wizard__locate">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={disabled || isLocating}
          onClick={() => {
            setIsLocating(true);
            setMessage(null);
            void locate();
          }}
        >
          {isLocating ? t('newWeLink.wizard.locate.locating') : `📍 ${locateLabel ?? t('newWeLink.wizard.locate.button')}`}
        </button>
      </div>
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
      <TextField label={t('newWeLink.wizard.form.address')} {...bind(props, 'address')} autoComplete="street-address" maxLength={ITEM_TEXT_MAX.address} disabled={disabled} />
      <MapPicker value={fields.coordinates} address={fields.address} isAddressStale={fields.isAddressStale} onChange={onLocation} />
    </div>
  );
}
