/**
 * One setting's value read from the JSON file or the environment, checked against its kind
 * (gateway/settings.ts): the parsing that gateway/config.ts's loadConfig applies to each source.
 */
import type { PathMapping } from './configTypes';
import { isRole, ROLES, type Role } from './roles';
import { SETTINGS, type Setting } from './settings';

export class ConfigError extends Error {}

/** A JSON object's value at a dotted key, or undefined. */
export function atKey(json: Record<string, unknown>, key: string): unknown {
  let value: unknown = json;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The dotted keys of a JSON object's leaves (arrays and the path map count as leaves). */
export function leafKeys(json: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(json).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    const isSetting = SETTINGS.some((setting) => setting.key === key);
    if (!isSetting && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return leafKeys(value as Record<string, unknown>, key);
    }
    return [key];
  });
}

/**
 * A map setting's pairs: `A=B,C=D` from the environment (split at the first `=`, or the last when
 * keys may hold one, as LDAP DNs do) or a JSON object from the file. `shape` names the two sides
 * in messages ("FROM=TO").
 */
function mapPairs(
  value: unknown,
  where: string,
  shape: [string, string],
  split: 'first' | 'last',
): [string, unknown][] {
  const [key, val] = shape;
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const eq = split === 'first' ? entry.indexOf('=') : entry.lastIndexOf('=');
        if (eq <= 0) throw new ConfigError(`${where}: ${key}=${val}, not ${JSON.stringify(entry)}`);
        return [entry.slice(0, eq).trim(), entry.slice(eq + 1).trim()];
      });
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>);
  }
  throw new ConfigError(`${where}: "${key}=${val},…" or an object {"${key}": "${val}"}`);
}

function parsePathMap(value: unknown, where: string): PathMapping[] {
  const mappings = mapPairs(value, where, ['FROM', 'TO'], 'first').map(([from, to]) => {
    if (typeof to !== 'string') throw new ConfigError(`${where}: ${from} must map to a path`);
    for (const path of [from, to]) {
      if (!/^\/[^\s?#]*$/.test(path) || (path.length > 1 && path.endsWith('/'))) {
        throw new ConfigError(`${where}: ${JSON.stringify(path)} is not a path like /lake/v1`);
      }
    }
    return { from, to: to === '/' ? '' : to };
  });
  // Longest first, so /iceberg/lake/v1 is mapped before a shorter prefix could take it.
  return mappings.sort((a, b) => b.from.length - a.from.length);
}

function parseRoleMap(value: unknown, where: string): Record<string, Role> {
  const map: Record<string, Role> = {};
  for (const [claim, role] of mapPairs(value, where, ['VALUE', 'ROLE'], 'last')) {
    if (typeof role !== 'string' || !isRole(role)) {
      throw new ConfigError(`${where}: ${claim} must map to one of ${ROLES.join(', ')}`);
    }
    map[claim] = role;
  }
  return map;
}

export function parseValue(setting: Setting, raw: unknown, where: string): unknown {
  const text = typeof raw === 'string' ? raw.trim() : raw;
  const fail = (what: string): never => {
    throw new ConfigError(`${where}: ${what}, not ${JSON.stringify(raw)}`);
  };
  const kind = setting.kind;
  if (typeof kind === 'object') {
    if (typeof text !== 'string' || !kind.oneOf.includes(text))
      fail(`one of ${kind.oneOf.join(', ')}`);
    return text;
  }
  switch (kind) {
    case 'string':
    case 'secret':
      if (typeof text !== 'string') fail('a string');
      return text === '' ? null : text;
    case 'int':
    case 'port': {
      const number =
        typeof text === 'number' ? text : typeof text === 'string' ? Number(text) : NaN;
      if (!Number.isInteger(number) || number < 0) fail('a whole number');
      if (kind === 'port' && number > 65535) fail('a port');
      return number;
    }
    case 'prefix':
      if (typeof text !== 'string' || !/^\/[A-Za-z0-9._~\-/]*[A-Za-z0-9._~-]$/.test(text))
        fail('a path prefix like /api/screen (no trailing slash)');
      return text;
    case 'url': {
      if (typeof text !== 'string') fail('a URL');
      if (text === '') return null;
      let url: URL;
      try {
        url = new URL((text as string).replaceAll('{region}', 'region'));
      } catch {
        return fail('an http(s) URL');
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') fail('an http(s) URL');
      if (url.search || url.hash || url.username || url.password)
        fail('a URL without query, fragment or credentials');
      return text;
    }
    case 'origins': {
      const entries = Array.isArray(text)
        ? text
        : typeof text === 'string'
          ? text.split(',')
          : null;
      if (!entries || entries.some((entry) => typeof entry !== 'string'))
        fail('comma-separated origins or an array');
      return (entries as string[])
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => {
          try {
            const url = new URL(entry);
            if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error();
            return url.origin;
          } catch {
            return fail(`http(s) origins (${entry})`);
          }
        });
    }
    case 'pathMap':
      return text === '' ? [] : parsePathMap(text, where);
    case 'bool':
      if (typeof text === 'boolean') return text;
      if (text === 'true' || text === 'false') return text === 'true';
      return fail('true or false');
    case 'secretList': {
      const entries = Array.isArray(text)
        ? text
        : typeof text === 'string'
          ? text.split(',')
          : null;
      if (!entries || entries.some((entry) => typeof entry !== 'string'))
        fail('comma-separated keys or an array');
      const keys = (entries as string[]).map((entry) => entry.trim()).filter(Boolean);
      if (keys.some((key) => key.length < 32))
        throw new ConfigError(`${where}: each key must be at least 32 characters`);
      return keys.length ? keys : null;
    }
    case 'roleMap':
      return text === '' ? {} : parseRoleMap(text, where);
    case 'trustProxy': {
      if (typeof text === 'boolean') return text;
      if (typeof text !== 'string' || text === '') fail('false, true or proxy addresses');
      if (text === 'true' || text === 'false') return text === 'true';
      return text;
    }
  }
}
