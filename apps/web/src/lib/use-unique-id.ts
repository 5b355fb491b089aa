import { useState } from 'react';

let last = 0;

/**
 * A document-wide unique id, to tie a label or description to its element. Preact's useId counts
 * from zero in every render root, and each modal is a root of its own (createPortal): a field in a
 * modal got the id of a field on the page, and its label named the wrong input. Nothing is rendered
 * on the server and hydrated, so a counter is enough.
 */
export function useUniqueId(): string {
  const [id] = useState(() => {
    last += 1;
    return `uid${last}`;
  });
  return id;
}
