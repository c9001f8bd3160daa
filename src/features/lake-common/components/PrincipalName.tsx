import { PrincipalLabel } from './PrincipalLabel';

/**
 * A principal descriptor (`acs:ram::1234567890123456:user/alice`) in a list cell, the one way the
 * console shows a principal: its kind badge and the part a person recognises (`user/alice`), with
 * the whole descriptor as its title. Descriptors without that shape are shown whole.
 */
export function PrincipalName({ value, empty }: { value: string | undefined; empty: string }) {
  if (!value) return <>{empty}</>;
  return <PrincipalLabel principal={value} />;
}
