/**
 * A small browser for the sign-in tests: a cookie jar per origin and redirects followed by hand,
 * so every hop can be seen. The gateway's origin is answered by `app.inject` (one or another
 * instance: `use`), every other origin (the identity provider) by fetch.
 */
import type { FastifyInstance } from 'fastify';

export interface Page {
  url: string;
  status: number;
  headers: Headers;
  text: string;
}

export interface RequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export class Browser {
  readonly jar = new Map<string, Map<string, string>>();
  /** Every URL requested, in order. */
  readonly visited: string[] = [];
  private gateway: FastifyInstance;

  constructor(
    readonly gatewayOrigin: string,
    gateway: FastifyInstance,
  ) {
    this.gateway = gateway;
  }

  /** Answer the gateway's origin with another instance from now on (same cookies). */
  use(gateway: FastifyInstance): void {
    this.gateway = gateway;
  }

  cookies(origin: string): Map<string, string> {
    let cookies = this.jar.get(origin);
    if (!cookies) {
      cookies = new Map();
      this.jar.set(origin, cookies);
    }
    return cookies;
  }

  private store(origin: string, setCookies: readonly string[]) {
    const cookies = this.cookies(origin);
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const maxAge = attributes.find((a) => a.trim().toLowerCase().startsWith('max-age='));
      const expired =
        value === '' ||
        (maxAge !== undefined && Number(maxAge.split('=')[1]) <= 0) ||
        attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  async request(url: string, init: RequestInit = {}): Promise<Page> {
    const target = new URL(url);
    this.visited.push(target.href);
    const cookies = [...this.cookies(target.origin)].map(([n, v]) => `${n}=${v}`).join('; ');
    const headers: Record<string, string> = { ...init.headers };
    if (cookies) headers.cookie = cookies;
    const method = init.method ?? 'GET';
    if (target.origin === this.gatewayOrigin) {
      const response = await this.gateway.inject({
        method: method as 'GET',
        url: `${target.pathname}${target.search}`,
        headers,
        ...(init.body === undefined ? {} : { payload: init.body }),
      });
      const out = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [String(value)]) out.append(name, v);
      }
      this.store(target.origin, out.getSetCookie());
      return { url: target.href, status: response.statusCode, headers: out, text: response.body };
    }
    const response = await fetch(target, {
      method,
      headers,
      redirect: 'manual',
      ...(init.body === undefined ? {} : { body: init.body }),
    });
    this.store(target.origin, response.headers.getSetCookie());
    return {
      url: target.href,
      status: response.status,
      headers: response.headers,
      text: await response.text(),
    };
  }

  /** Requests `url` and follows redirects until an answer that is not one. */
  async follow(url: string, init: RequestInit = {}, hops = 12): Promise<Page> {
    let page = await this.request(url, init);
    for (let i = 0; i < hops && page.status >= 300 && page.status < 400; i += 1) {
      const location = page.headers.get('location');
      if (!location) break;
      page = await this.request(new URL(location, page.url).href);
    }
    return page;
  }

  /** Submits the page's (first) form with `fields`. */
  async submit(page: Page, fields: Record<string, string>): Promise<Page> {
    const action = /<form[^>]*action="([^"]+)"/.exec(page.text)?.[1];
    if (!action) throw new Error(`no form on ${page.url}`);
    const hidden = [...page.text.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map((m) => m[0]);
    const form = new URLSearchParams();
    for (const input of hidden) {
      const name = /name="([^"]+)"/.exec(input)?.[1];
      const value = /value="([^"]*)"/.exec(input)?.[1] ?? '';
      if (name) form.set(name, value);
    }
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return this.follow(new URL(action.replaceAll('&amp;', '&'), page.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  }
}
