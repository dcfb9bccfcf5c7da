import { useEffect } from 'react';
import {
  headerTitleSet,
  selectCarriedParams,
  useAppDispatch,
  useAppSelector,
  type RemoteAppProps,
} from '@thrive/shared';

/** Shows which segment the shell asked it to render. */
export function SegmentEchoRemote({ segment }: RemoteAppProps) {
  return <p data-testid="remote-app">Remote app for {segment}</p>;
}

/** Sets the header title through the shared store, as a remote's page does. */
export function TitleSettingRemote({ segment }: RemoteAppProps) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(headerTitleSet('Fake Title'));
  }, [dispatch]);
  return <p data-testid="remote-app">Remote app for {segment}</p>;
}

/** Reads the carried parameters the shell put into the shared store. */
export function CarriedParamsRemote() {
  const { lat, lon } = useAppSelector(selectCarriedParams);
  return <p data-testid="remote-location">{lat && lon ? `${lat}, ${lon}` : 'no location'}</p>;
}
