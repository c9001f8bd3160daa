/**
 * The console itself: the live build's files as deploy/nginx.conf.template serves them, so one
 * gateway process is a complete deployment. Hashed assets (`/assets/`) are cached for a year as
 * immutable, everything else is `no-cache`; any other path a browser GETs is the SPA's
 * (`index.html`), except under `/assets/`, whose missing files are a 404; every answer carries the
 * security headers of build/securityHeaders.ts (one definition for vite preview, nginx and this).
 * Compression (brotli, gzip) comes from @fastify/compress, registered in server.ts.
 */
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { securityHeaders } from '../build/securityHeaders';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
export const ASSETS_PREFIX = '/assets/';

export interface ConsoleOptions {
  dist: string;
  uploadOrigins: readonly string[];
}

/** The security headers every console answer carries. */
export function consoleHeaders(uploadOrigins: readonly string[]): Record<string, string> {
  return securityHeaders({ uploadOrigins });
}

export async function registerConsole(app: FastifyInstance, options: ConsoleOptions) {
  const root = resolve(options.dist);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    // Cache-Control is ours (setHeaders), by where the file lives, as nginx's locations set it.
    cacheControl: false,
    redirect: false,
    setHeaders: (reply, path) => {
      const hashed = relative(root, path).split(sep)[0] === 'assets';
      reply.header('cache-control', hashed ? IMMUTABLE : NO_CACHE);
    },
  });
}

/** The SPA's fallback for a path no file answers: index.html, never cached. */
export function isSpaPath(path: string): boolean {
  return !path.startsWith(ASSETS_PREFIX);
}
