import { http, HttpResponse } from 'msw';
import { server } from '../node';

it('multipart', async () => {
  server.use(
    http.post('*/api/oss', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      const info = typeof file === "object" && file !== null ? { size: file.size, type: file.type, name: (file as File).name, bytes: Array.from(new Uint8Array(await file.arrayBuffer())).slice(0, 4) } : String(file);
      return HttpResponse.json({ key: form.get('key'), info, ctor: file?.constructor?.name, origin: new URL(request.url).origin });
    }),
  );
  const form = new FormData();
  form.append('key', 'a/b.png');
  form.append('file', new File([new Uint8Array([137, 80, 78, 71, 1, 2])], 'x.png', { type: 'image/png' }));
  const r = await fetch('http://localhost/api/oss', { method: 'POST', body: form });
  console.log(r.status, await r.text(), typeof window, location.href);
  const r2 = await fetch('/api/oss', { method: 'POST', body: form });
  console.log(r2.status, await r2.text());
});
