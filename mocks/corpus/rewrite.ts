import type { ServiceName } from '../../src/api/config';
import { hostileText, hostileUrl } from './xss';

type Rule = 'text' | 'url' | 'texts' | 'optionValues' | 'jsonRecords';

/**
 * The free-text fields each service's answers carry, by name: what the UI shows as text, links
 * or pictures. Identifiers, codes, enums, times and numbers are left alone, so lookups, paging and
 * charts keep working while everything a person reads is hostile.
 */
const RULES: Record<ServiceName, Readonly<Record<string, Rule>>> = {
  screen: {
    ScreenTitle: 'text',
    Title: 'text',
    MonitorUrl: 'url',
    LogoUrl: 'url',
    InstanceName: 'text',
    instanceName: 'text',
    location: 'text',
    AlarmEventName: 'text',
    Description: 'text',
    Solution: 'text',
    VulName: 'text',
    CheckItem: 'text',
    WeaknessMachineNames: 'texts',
    SuspEventMachineNames: 'texts',
    // The attack list is JSON text inside the JSON answer.
    Data: 'jsonRecords',
  },
  agent: {
    description: 'text',
    url: 'url',
    failure_reason: 'text',
    disabled_reason: 'text',
  },
  lake: {
    comment: 'text',
    description: 'text',
    displayName: 'text',
    query: 'text',
    location: 'text',
    options: 'optionValues',
    properties: 'optionValues',
  },
};

/** Nested field names (a ROW type's `fields`), which the issue names among the free texts. */
function isNestedFields(parent: Record<string, unknown>, key: string): boolean {
  return key === 'fields' && typeof parent.type === 'string';
}

function rewriteValue(service: ServiceName, key: string, value: unknown): unknown {
  const rule = RULES[service][key];
  if (rule === 'text' && typeof value === 'string') return hostileText(key, value);
  if (rule === 'url' && typeof value === 'string') return value && hostileUrl(key, value);
  if (rule === 'texts' && Array.isArray(value)) {
    return value.map((item) => (typeof item === 'string' ? hostileText(key, item) : item));
  }
  if (rule === 'optionValues' && value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([name, text]) => [
        name,
        typeof text === 'string' ? hostileText(name, text) : text,
      ]),
    );
  }
  if (rule === 'jsonRecords' && typeof value === 'string') {
    try {
      return JSON.stringify(rewriteBody(service, JSON.parse(value) as unknown));
    } catch {
      return value;
    }
  }
  return rewriteBody(service, value);
}

/** A success body with the corpus in every free-text field it carries, at any depth. */
export function rewriteBody(service: ServiceName, body: unknown): unknown {
  if (Array.isArray(body)) return body.map((item) => rewriteBody(service, item));
  if (!body || typeof body !== 'object') return body;
  const source = body as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (isNestedFields(source, key) && Array.isArray(value)) {
      out[key] = value.map((field: unknown) => {
        const next = rewriteBody(service, field) as Record<string, unknown>;
        return typeof next.name === 'string'
          ? { ...next, name: hostileText('field', next.name) }
          : next;
      });
    } else {
      out[key] = rewriteValue(service, key, value);
    }
  }
  return out;
}
