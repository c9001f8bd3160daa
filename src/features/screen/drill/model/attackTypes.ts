import { hasDrillMessage, type DrillT } from '../i18n';

/**
 * The attack type enumerations of the spec. The request filter (`Data: {"crack_type": …}`) and
 * the responses use the same literals for different things (`101` filters Struts2 attacks but
 * labels an XSS in a response), so each side has its own labels.
 */
export const REQUEST_CRACK_TYPES = [
  '3',
  '4',
  '5',
  '6',
  '9',
  '101',
  '102',
  '103',
  '104',
  '133',
  'sqli',
  'codei',
  'xss',
  'lfi',
  'rfi',
  'webshell',
  'upload',
  'path',
  'bypass',
  'csrf',
  'crlf',
  'other',
] as const;
type RequestCrackType = (typeof REQUEST_CRACK_TYPES)[number];

export const RESPONSE_CRACK_TYPES = [
  '113',
  '112',
  '201',
  '9',
  '5',
  '6',
  '7',
  '209',
  '31',
  '3',
  '30',
  '4',
  '33',
  '32',
  '203',
  '34',
  '0',
  '212',
  '213',
  '211',
  '61',
  '20',
  '22',
  '21',
  '24',
  '26',
  '25',
  '28',
  '27',
  '29',
  '102',
  '103',
  '101',
  '11',
  '10',
  '12',
  '15',
  '14',
  '17',
  '16',
  '19',
  '18',
  'upload',
  'other',
  'webshell',
  'lfi',
  'sqli',
  'bypass',
  'deeplearning',
  'rfi',
  'xss',
  'csrf',
  'path',
  'crlf',
  'codei',
] as const;

const isWord = (value: string) => /^[a-z]+$/.test(value);

export function isRequestCrackType(value: unknown): value is RequestCrackType {
  return typeof value === 'string' && (REQUEST_CRACK_TYPES as readonly string[]).includes(value);
}

/** The label of a request filter value. */
export function requestCrackLabel(value: RequestCrackType, t: DrillT): string {
  const key = isWord(value) ? `drill.crackWord.${value}` : `drill.crackReq.${value}`;
  return hasDrillMessage(key) ? t(key) : t('drill.crackUnknown', { code: value });
}

/** The label of a `crack_type` in a response; an unknown value is shown as its code. */
export function responseCrackLabel(value: string | number | undefined, t: DrillT): string {
  if (value === undefined || value === '') return '—';
  const text = String(value).trim();
  const key = isWord(text) ? `drill.crackWord.${text}` : `drill.crackRes.${text}`;
  return hasDrillMessage(key) ? t(key) : t('drill.crackUnknown', { code: text });
}
