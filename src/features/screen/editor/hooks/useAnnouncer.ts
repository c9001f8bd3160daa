import { useCallback, useState } from 'react';

/** The words of the page's polite live region, and a way to say something there. */
export function useAnnouncer() {
  const [message, setMessage] = useState('');
  // The same words twice in a row are still a change to the live region.
  const announce = useCallback(
    (text: string) => setMessage((previous) => (previous === text ? `${text}\u00a0` : text)),
    [],
  );
  return { message, announce };
}
