import type { Locale } from '../../../../i18n/I18nProvider';

/**
 * Labels of the attack types in RESPONSES (`crack_type`, spec Enumerations). The same literal can
 * mean something else as a request filter (`101` is XSS here, Struts2 as a filter), so this table
 * is for reading responses only and is never used to build a `Data` filter.
 */
const RESPONSE_TYPES: Readonly<Record<string, { en: string; zh: string }>> = {
  '0': { en: 'SQL injection attack', zh: 'SQL注入攻击' },
  '3': { en: 'MySQL brute force', zh: 'MySQL暴力破解' },
  '4': { en: 'FTP brute force', zh: 'FTP暴力破解' },
  '5': { en: 'SSH brute force', zh: 'SSH暴力破解' },
  '6': { en: 'RDP brute force', zh: 'RDP暴力破解' },
  '7': { en: 'Code execution attack', zh: '代码执行攻击' },
  '9': { en: 'SQL Server brute force', zh: 'SQL Server暴力破解' },
  '10': { en: 'File upload', zh: '文件上传' },
  '11': { en: 'File inclusion', zh: '文件包含' },
  '12': { en: 'Upload vulnerability', zh: '上传漏洞' },
  '14': { en: 'Information leak', zh: '信息泄露' },
  '15': { en: 'Unauthorized access', zh: '未授权访问' },
  '16': { en: 'Insecure configuration', zh: '不安全配置' },
  '17': { en: 'XML entity injection', zh: 'XML实体注入' },
  '18': { en: 'XPath injection', zh: 'XPath注入' },
  '19': { en: 'LDAP injection', zh: 'LDAP注入' },
  '20': { en: 'Path traversal attack', zh: '路径穿越攻击' },
  '21': { en: 'Scan attack', zh: '扫描攻击' },
  '22': { en: 'Privilege-escalation attack', zh: '越权攻击' },
  '24': { en: 'File modification', zh: '文件修改' },
  '25': { en: 'File read', zh: '文件读取' },
  '26': { en: 'File deletion', zh: '文件删除' },
  '27': { en: 'Logic error', zh: '逻辑错误' },
  '28': { en: 'CRLF injection', zh: 'CRLF注入' },
  '29': { en: 'Template injection', zh: '模板注入' },
  '30': { en: 'Clickjacking', zh: '点击劫持' },
  '31': { en: 'Buffer overflow', zh: '缓冲区溢出' },
  '32': { en: 'Integer overflow', zh: '整数溢出' },
  '33': { en: 'Format string', zh: '格式化字符串' },
  '34': { en: 'Race condition', zh: '条件竞争' },
  '61': { en: 'Timeout attack', zh: '超时攻击' },
  '101': { en: 'XSS', zh: 'XSS跨站脚本' },
  '102': { en: 'CSRF', zh: 'CSRF跨站请求伪造' },
  '103': { en: 'SSRF', zh: 'SSRF服务端请求伪造' },
  '112': { en: 'Redirect attack', zh: '重定向攻击' },
  '113': { en: 'Improper permission', zh: '权限不当' },
  '201': { en: 'Abnormal connection attack', zh: '异常连接攻击' },
  '203': { en: 'Brute force', zh: '暴力破解' },
  '209': { en: 'Web attack', zh: 'Web攻击' },
  '211': { en: 'Worm request', zh: '蠕虫请求' },
  '212': { en: 'Mining behavior', zh: '挖矿行为' },
  '213': { en: 'Reverse shell', zh: '反弹Shell' },
  upload: { en: 'Malicious upload', zh: '恶意文件上传' },
  other: { en: 'Other', zh: '其他' },
  webshell: { en: 'Webshell', zh: 'Webshell' },
  lfi: { en: 'Local file inclusion', zh: '本地文件包含' },
  sqli: { en: 'SQL injection', zh: 'SQL注入' },
  bypass: { en: 'Bypass', zh: '绕过' },
  deeplearning: { en: 'Other (deep learning)', zh: '其他（深度学习）' },
  rfi: { en: 'Remote file inclusion', zh: '远程文件包含' },
  xss: { en: 'XSS', zh: 'XSS跨站脚本' },
  csrf: { en: 'CSRF', zh: 'CSRF跨站请求伪造' },
  path: { en: 'Path traversal', zh: '路径穿越' },
  crlf: { en: 'CRLF injection', zh: 'CRLF注入' },
  codei: { en: 'Code injection', zh: '代码注入' },
};

/** The label of a response attack type; a value the spec does not list is shown as it came. */
export function attackTypeLabel(type: string | number, locale: Locale): string {
  const key = String(type).trim();
  const entry = Object.hasOwn(RESPONSE_TYPES, key) ? RESPONSE_TYPES[key] : undefined;
  return entry ? entry[locale] : key;
}
