import { createEvent, fireEvent } from '@testing-library/preact';
import { options } from 'preact';

/**
 * fireEvent as a browser fires it, for Preact (preact/compat) listeners. @testing-library/preact
 * turns every `change` into an `input` event, but compat listens for `change` on a select and on a
 * file, checkbox or radio input; a browser sends both, so these helpers send both. Compat's onFocus
 * and onBlur listen for focusin and focusout, which a browser sends after focus and blur (React's
 * testing library sends them too). Those are made with createEvent: the library's own focusIn
 * names its event "FocusIn" when the element has no onfocusin property, as in jsdom.
 */
const input = fireEvent.input;
const focus = fireEvent.focus;
const blur = fireEvent.blur;

fireEvent.change = (element, init) => {
  input(element, init);
  return fireEvent(element, createEvent.change(element, init));
};
fireEvent.focus = (element, init) => {
  focus(element, init);
  return fireEvent(element, createEvent.focusIn(element, init));
};
fireEvent.blur = (element, init) => {
  blur(element, init);
  return fireEvent(element, createEvent.focusOut(element, init));
};

/**
 * Preact runs effects after the next frame; a test clicks the moment an element appears, before
 * a frame, when react-query's observers (subscribed in an effect) would not yet hear the answer.
 * A person cannot click within a frame of a render: the tests run effects right after it.
 */
options.requestAnimationFrame = (flush) => queueMicrotask(flush);
