import { en } from '../i18n/en';
import { zh } from '../i18n/zh';

/** Plain markup, no providers: it must render even when the providers are what crashed. */
export function CrashNotice({ error }: { error: Error }) {
  const zhFirst = !document.documentElement.lang.startsWith('en');
  const [first, second] = zhFirst ? [zh, en] : [en, zh];
  return (
    <main style={{ maxWidth: 640, margin: '10vh auto', padding: 24, fontFamily: 'system-ui' }}>
      <h1>{first['error.boundary.title']}</h1>
      <p>{first['error.boundary.body']}</p>
      <p lang={zhFirst ? 'en' : 'zh-CN'}>{second['error.boundary.body']}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {first['error.boundary.reload']}
      </button>
      <details style={{ marginTop: 16 }}>
        <summary>{first['error.boundary.details']}</summary>
        <pre style={{ whiteSpace: 'pre-wrap' }}>{error.message}</pre>
      </details>
    </main>
  );
}
