/**
 * The gateway's own pages (sign-in's answers): plain HTML with no script and no style, since the
 * console's CSP applies to them too, and the escaping of the text put in them.
 */
import type { FastifyReply } from 'fastify';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A plain page (no script, no style: the console's CSP applies to it too). */
export function page(reply: FastifyReply, status: number, title: string, lines: string[]) {
  const body = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)} · Parapet</title></head><body>`,
    `<h1>${escapeHtml(title)}</h1>`,
    ...lines.map((line) => `<p>${line}</p>`),
    '</body></html>',
  ].join('\n');
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}
