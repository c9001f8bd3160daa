import { useEffect, useRef, type RefObject } from 'react';

/** `value` as of the last render, for async flows and handlers that outlive that render. */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}
