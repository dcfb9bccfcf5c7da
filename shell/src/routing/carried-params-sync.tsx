import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { carriedParamsChanged, readCarriedParams, useAppDispatch } from '@thrive/shared';

/**
 * Keeps the store's carried parameters (SPEC §2.1) in step with the address. They may
 * come in the page query (`/?key=...#/`) or in the hash route's query; the latter wins.
 */
export function CarriedParamsSync() {
  const { search } = useLocation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const fromPage = readCarriedParams(window.location.search);
    dispatch(carriedParamsChanged({ ...fromPage, ...readCarriedParams(search) }));
  }, [dispatch, search]);
  return null;
}
