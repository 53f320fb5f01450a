/**
 * The libraries the design card fixes, and nothing of the app: what every public page's first load
 * evaluates before any of our own code runs. scripts/lighthouse.mjs measures the prerendered pages with
 * this in place of the app's entry, so the blocking time the libraries cause by themselves can be told
 * apart from the app's (and from the machine's). It makes a store and renders one empty route in a
 * transition, as the app does, but into an element of its own: the page's HTML stays as the build wrote it.
 */
import { createElement, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { combineSlices, configureStore, createSlice } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: { increment: (state) => void (state.value += 1) },
});
const store = configureStore({ reducer: combineSlices(counter) });
const element = document.createElement('div');
document.body.append(element);
startTransition(() => {
  createRoot(element).render(
    createElement(
      Provider,
      { store },
      createElement(
        BrowserRouter,
        null,
        createElement(Routes, null, createElement(Route, { path: '*', element: null })),
      ),
    ),
  );
});
