/**
 * A principal descriptor (`acs:ram::1234567890123456:user/alice`) in a list cell: the part a
 * person recognises (`user/alice`), with the whole descriptor as its title and accessible name
 * kept in the text for copy and search. Descriptors without that shape are shown whole.
 */
export function PrincipalName({ value, empty }: { value: string | undefined; empty: string }) {
  if (!value) return <>{empty}</>;
  const short = value.slice(value.lastIndexOf(':') + 1) || value;
  return <span title={value}>{short}</span>;
}
