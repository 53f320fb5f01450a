import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * The store hooks every component uses. They live in shared, below the features, so no feature imports
 * the app layer. Effects run in listeners (src/app/listeners.ts), never in thunks, so components only
 * ever dispatch plain actions.
 */
export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();

/**
 * Selectors bring their own state type: a slice's `selectors` accept any state that holds that slice, so
 * `useAppSelector(selectContentItems)` is fully typed without naming the whole store (an inline
 * `(state) => …` has no type to lean on, which keeps reads going through the slices).
 */
export const useAppSelector = useSelector;
