// @vitest-environment jsdom
import { callOperation } from '../../src/api/operation';
import { screenOperations as ops } from '../../src/api/screen/operations';
import type { OssUploadInfo } from '../../src/api/screen/schemas';
import { MockDatabase } from '../database';
import { DAY_MS } from './store/calendar';
import { encodePng } from './store/picture';
import { webStorage } from '../core/storage';
import { getScreenDb, mockControl, server } from '../node';
import {
  BASE,
  errorSchema,
  expectInvalid,
  ok,
  type Params,
  rpc,
  seconds,
  VERSION,
  week,
} from './testing';

// test/setup.ts starts `server` and resets the mock state before each test.
void server;

describe('screen RPC transport', () => {
  it('answers GET and POST, and names Version when it is missing or wrong', async () => {
    const get = await rpc('DescribeScreenSummaryInfo');
    expect(get.status).toBe(200);
    const post = await rpc('DescribeScreenSummaryInfo', {}, { method: 'POST' });
    expect(post.status).toBe(200);
    expect(await post.json()).toMatchObject({ RequestId: expect.stringMatching(/^req_/) });

    await expectInvalid(await fetch(`${BASE}?Action=DescribeScreenSummaryInfo`), 'Version');
    await expectInvalid(
      await fetch(`${BASE}?Action=DescribeScreenSummaryInfo&Version=2020-01-01`),
      'Version',
    );
    expect((await fetch(`${BASE}?Action=Nope&Version=${VERSION}`)).status).toBe(400);
  });

  it('accepts GET and POST for every operation (spec, common rule 1) and refuses other methods with 405', async () => {
    // A write by GET is the spec's too; the console POSTs its writes as a form (assumed.ts).
    const created = await rpc('CreateScreenSetting', {
      Title: 'By GET',
      ScreenDataMap: '[]',
      LogoUrl: '',
      LogoPower: 'false',
    });
    expect(created.status).toBe(200);
    const { ScreenId: id } = await ok<{ ScreenId: number }>('DescribeScreenSetting');
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const refused = await rpc('DeleteScreenSetting', { Id: id }, { method });
      expect(refused.status).toBe(405);
      expect(refused.headers.get('allow')).toBe('GET, POST');
      expect(await refused.json()).toEqual({
        RequestId: expect.stringMatching(/^req_/),
        Code: 'MethodNotAllowed',
        Message: `DeleteScreenSetting is sent with GET or POST, not ${method}.`,
      });
    }
    // Nothing was deleted by the refused requests.
    expect((await ok<{ ScreenId: number }>('DescribeScreenSetting', { Id: id })).ScreenId).toBe(id);
  });

  it('answers all 19 operations through the client, whose schemas accept them', async () => {
    const now = Date.now();
    const setting = await callOperation(ops.DescribeScreenSetting, { id: undefined });
    const ip = getScreenDb().hosts[0]!.intranetIp;
    const results = await Promise.all([
      callOperation(ops.DescribeScreenOperateInfo, { lang: 'en', startMs: now - 7 * DAY_MS }),
      callOperation(ops.DescribeScreenAttackAnalysisData, { type: 'TOTAL', window: week(now) }),
      callOperation(ops.DescribeScreenCloudHcRisk, undefined),
      callOperation(ops.DescribeScreenEmerRisk, undefined),
      callOperation(ops.DescribeScreenDataMap, undefined),
      callOperation(ops.CreateScreenSetting, {
        title: 'X',
        screenDataMap: '[]',
        logoUrl: '',
        logoPower: false,
      }),
      callOperation(ops.DescribeScreenVersionConfig, undefined),
      callOperation(ops.DescribeScreenUploadPicture, { logoUrl: setting.LogoUrl }),
      callOperation(ops.DescribeScreenTitles, undefined),
      callOperation(ops.DescribeScreenSummaryInfo, undefined),
      callOperation(ops.DescribeScreenSecurityStatInfo, undefined),
      callOperation(ops.DescribeScreenScoreThread, { window: week(now) }),
      callOperation(ops.DescribeScreenOssUploadInfo, undefined),
      callOperation(ops.DescribeScreenHostStatistics, undefined),
      callOperation(ops.DescribeScreenAlarmEventList, { lang: 'zh' }),
      callOperation(ops.ListGlobalUserConfig, {}),
      callOperation(ops.GetFileDetectResultInner, { sourceIp: ip }),
    ]);
    expect(results).toHaveLength(17);
    await callOperation(ops.DeleteScreenSetting, { id: results[5] as string });
    expect(setting.ScreenId).toBe('1001');
  });

  it('answers a NoPermission fault with the screen error body', async () => {
    expect(mockControl.setFaultSpec('screen:DescribeScreenSummaryInfo:403')).toEqual({ ok: true });
    const response = await rpc('DescribeScreenSummaryInfo');
    expect(response.status).toBe(403);
    expect(errorSchema.parse(await response.json())).toMatchObject({ Code: 'NoPermission' });
    await expect(callOperation(ops.DescribeScreenSummaryInfo, undefined)).rejects.toMatchObject({
      status: 403,
      code: 'NoPermission',
    });
    // Other operations are untouched.
    expect((await rpc('DescribeScreenHostStatistics')).status).toBe(200);
  });
});

describe('screen settings', () => {
  const create = (params: Params) =>
    rpc('CreateScreenSetting', {
      Title: 'Mine',
      ScreenDataMap: '[]',
      LogoUrl: '',
      LogoPower: false,
      ...params,
    });

  it('lists the seeded screens and answers the default without Id', async () => {
    expect(await callOperation(ops.DescribeScreenTitles, undefined)).toEqual([
      { ScreenTitle: '安全总览', ScreenID: '1001' },
      { ScreenTitle: '攻击态势', ScreenID: '1002' },
      { ScreenTitle: 'Ops', ScreenID: '1003' },
    ]);
    const main = await callOperation(ops.DescribeScreenSetting, { id: undefined });
    expect(main).toMatchObject({
      ScreenId: '1001',
      ScreenDefault: 1,
      LogoPower: true,
      Title: '安全总览',
    });
    expect(main.LogoUrl).toBe('http://localhost:3000/api/oss/screen/logo/parapet-shield.png');
    const layout = JSON.parse(main.ScreenDataMap) as { positionId: number; x?: number }[];
    expect(layout.map((e) => e.positionId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(layout.every((e) => e.x === undefined)).toBe(true);
    const attacks = await callOperation(ops.DescribeScreenSetting, { id: '1002' });
    expect(attacks).toMatchObject({ ScreenId: '1002', ScreenDefault: 0 });
    expect(JSON.parse(attacks.ScreenDataMap)).toHaveLength(6);
    expect(attacks.MonitorUrl).toMatch(/^https:\/\//);
    // The logo URL follows the request's origin.
    const direct = await ok<{ LogoUrl: string }>('DescribeScreenSetting');
    expect(direct.LogoUrl).toBe('http://localhost/api/oss/screen/logo/parapet-shield.png');
  });

  it('reads a POSTed write’s parameters from its form body, as the client sends them', async () => {
    const layout = JSON.stringify([
      { positionId: 1, componentId: 5, date: '7-day', note: 'a&b=c' },
    ]);
    const form = (params: Record<string, string>) =>
      fetch(`${BASE}?Action=CreateScreenSetting&Version=${VERSION}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body: new URLSearchParams(params),
      });
    const created = await form({
      Title: 'Posted',
      ScreenDataMap: layout,
      LogoUrl: '',
      LogoPower: 'true',
    });
    expect(created.status).toBe(200);
    const { Id } = (await created.json()) as { Id: number };
    expect(getScreenDb().screens.find((s) => s.id === Id)).toMatchObject({
      title: 'Posted',
      dataMap: layout,
    });
    // Missing from the body is missing, whatever else is there.
    await expectInvalid(
      await form({ ScreenDataMap: layout, LogoUrl: '', LogoPower: 'true' }),
      'Title',
    );
  });

  it('answers 404 NotFound.Screen for an unknown id and 400 for a malformed one', async () => {
    const missing = await rpc('DescribeScreenSetting', { Id: 4242 });
    expect(missing.status).toBe(404);
    expect(errorSchema.parse(await missing.json()).Code).toBe('NotFound.Screen');
    await expectInvalid(await rpc('DescribeScreenSetting', { Id: 'abc' }), 'Id');
    await expectInvalid(await rpc('DescribeScreenSetting', { Id: 2 ** 31 }), 'Id');
    expect((await rpc('DeleteScreenSetting', { Id: 4242 })).status).toBe(404);
    expect((await create({ Id: 4242 })).status).toBe(404);
    await expectInvalid(await rpc('DeleteScreenSetting'), 'Id');
  });

  it('creates with the next id, updates by Id and keeps the layout verbatim', async () => {
    const layout = JSON.stringify([
      { positionId: 1, componentId: 11, date: '7-day', x: 0, y: 0, w: 6, h: 8, theme: 'dark' },
      { positionId: 2, componentId: 99, date: '3-hour', extra: { a: [1, 2] } },
    ]);
    const id = await callOperation(ops.CreateScreenSetting, {
      title: '值班大屏',
      screenDataMap: layout,
      logoUrl: '',
      logoPower: false,
      monitorUrl: 'https://grafana.example.com/d/1',
    });
    expect(id).toBe('1004');
    const saved = await callOperation(ops.DescribeScreenSetting, { id: id });
    expect(saved).toMatchObject({
      ScreenId: '1004',
      ScreenDefault: 0,
      Title: '值班大屏',
      ScreenDataMap: layout,
      LogoUrl: '',
      LogoPower: false,
      MonitorUrl: 'https://grafana.example.com/d/1',
    });
    expect(
      await callOperation(ops.CreateScreenSetting, {
        id,
        title: 'Renamed',
        screenDataMap: '[]',
        logoUrl: '',
        logoPower: true,
      }),
    ).toBe(id);
    expect(await callOperation(ops.DescribeScreenSetting, { id: id })).toMatchObject({
      Title: 'Renamed',
      ScreenDataMap: '[]',
      LogoPower: true,
    });
    expect(
      (await callOperation(ops.DescribeScreenTitles, undefined)).map((t) => t.ScreenID),
    ).toEqual(['1001', '1002', '1003', '1004']);
  });

  it('moves the default with ScreenDefault=1 and hands it on when the default is deleted', async () => {
    const id = await callOperation(ops.CreateScreenSetting, {
      title: 'Wall',
      screenDataMap: '[]',
      logoUrl: '',
      logoPower: false,
      isDefault: true,
    });
    expect((await callOperation(ops.DescribeScreenSetting, { id: undefined })).ScreenId).toBe(id);
    expect((await callOperation(ops.DescribeScreenSetting, { id: '1001' })).ScreenDefault).toBe(0);

    await callOperation(ops.DeleteScreenSetting, { id: id });
    // The lowest remaining id becomes the default.
    expect((await callOperation(ops.DescribeScreenSetting, { id: undefined })).ScreenId).toBe(
      '1001',
    );
    await callOperation(ops.DeleteScreenSetting, { id: '1001' });
    expect(await callOperation(ops.DescribeScreenSetting, { id: undefined })).toMatchObject({
      ScreenId: '1002',
      ScreenDefault: 1,
    });
    // Ids are not reused.
    expect(
      await callOperation(ops.CreateScreenSetting, {
        title: 'Next',
        screenDataMap: '[]',
        logoUrl: '',
        logoPower: false,
      }),
    ).toBe('1005');
  });

  it('keeps a saved screen across a reload of the mock database', async () => {
    const id = await callOperation(ops.CreateScreenSetting, {
      title: 'Kept',
      screenDataMap: '[{"positionId":1,"componentId":5,"date":"1-day"}]',
      logoUrl: '',
      logoPower: false,
      isDefault: true,
    });
    await callOperation(ops.DeleteScreenSetting, { id: '1002' });
    const reloaded = new MockDatabase({ scale: 'normal', storage: webStorage('localStorage') });
    const screens = reloaded.store('screen').screens;
    expect(screens.map((s) => s.id)).toEqual([1001, 1003, Number(id)]);
    expect(screens.find((s) => s.id === Number(id))).toMatchObject({
      title: 'Kept',
      isDefault: true,
      dataMap: '[{"positionId":1,"componentId":5,"date":"1-day"}]',
    });
  });

  it('names the parameter of every invalid setting', async () => {
    await expectInvalid(await create({ Title: undefined }), 'Title');
    await expectInvalid(await create({ Title: '   ' }), 'Title');
    await expectInvalid(await create({ Title: 'x'.repeat(65) }), 'Title');
    expect((await create({ Title: '界'.repeat(64) })).status).toBe(200);
    await expectInvalid(await create({ ScreenDataMap: undefined }), 'ScreenDataMap');
    await expectInvalid(await create({ ScreenDataMap: '{"positionId":1}' }), 'ScreenDataMap');
    await expectInvalid(await create({ ScreenDataMap: 'not json' }), 'ScreenDataMap');
    await expectInvalid(await create({ LogoPower: undefined }), 'LogoPower');
    await expectInvalid(await create({ LogoPower: 'yes' }), 'LogoPower');
    await expectInvalid(await create({ LogoUrl: undefined }), 'LogoUrl');
    await expectInvalid(await create({ LogoUrl: 'javascript:alert(1)' }), 'LogoUrl');
    await expectInvalid(
      await create({ LogoUrl: 'http://localhost/api/oss/screen/logo/none.png' }),
      'LogoUrl',
    );
    await expectInvalid(await create({ MonitorUrl: 'javascript:alert(1)' }), 'MonitorUrl');
    await expectInvalid(await create({ ScreenDefault: 2 }), 'ScreenDefault');
    await expectInvalid(await create({ Id: 'x' }), 'Id');
    expect((await callOperation(ops.DescribeScreenTitles, undefined)).length).toBe(4);
  });
});

describe('logo upload', () => {
  afterEach(() => vi.useRealTimers());

  const png = encodePng(8, 8, (x, y) => [x * 30, y * 30, 128, 255]);

  async function upload(bytes: Uint8Array, info?: OssUploadInfo) {
    const params = info ?? (await callOperation(ops.DescribeScreenOssUploadInfo, undefined));
    const form = new FormData();
    form.append('key', params.Key);
    form.append('policy', params.Policy);
    form.append('OSSAccessKeyId', params.AccessId);
    form.append('signature', params.Signature);
    form.append('x-oss-security-token', params.SecurityToken);
    form.append('success_action_status', '200');
    form.append('file', new File([bytes.slice().buffer], 'logo.png', { type: 'image/png' }));
    const response = await fetch(params.Host, { method: 'POST', body: form });
    return { response, params };
  }

  it('hands out upload parameters with a 30-minute, 2 MiB policy', async () => {
    const now = Date.now();
    const info = await callOperation(ops.DescribeScreenOssUploadInfo, undefined);
    expect(info.Host).toBe('http://localhost:3000/api/oss');
    expect(info.Key).toMatch(/^screen\/logo\/[\w-]+\.png$/);
    expect(info.Expire).toBeGreaterThanOrEqual(seconds(now + 30 * 60_000) - 1);
    expect(info.Expire).toBeLessThanOrEqual(seconds(now + 30 * 60_000) + 2);
    const policy = JSON.parse(atob(info.Policy)) as { expiration: string; conditions: unknown[] };
    expect(Date.parse(policy.expiration)).toBeGreaterThan(now + 29 * 60_000);
    expect(policy.conditions).toContainEqual(['content-length-range', 0, 2 * 1024 * 1024]);
    expect(policy.conditions).toContainEqual(['eq', '$key', info.Key]);
    expect((await callOperation(ops.DescribeScreenOssUploadInfo, undefined)).Key).not.toBe(
      info.Key,
    );
  });

  it('uploads a picture, signs its address and serves it until the address expires', async () => {
    const { response, params } = await upload(png);
    expect(response.status).toBe(200);
    const logoUrl = `${params.Host}/${params.Key}`;
    const signed = await callOperation(ops.DescribeScreenUploadPicture, { logoUrl: logoUrl });
    const url = new URL(signed);
    expect(`${url.origin}${url.pathname}`).toBe(logoUrl);
    const expires = Number(url.searchParams.get('Expires'));
    expect(expires).toBeGreaterThan(seconds(Date.now() + 14 * 60_000));
    expect(expires).toBeLessThanOrEqual(seconds(Date.now() + 15 * 60_000) + 1);
    expect(url.searchParams.get('Signature')).toBeTruthy();

    const picture = await fetch(signed);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(png);

    // The picture can become a screen's logo, and the screen answers the same address.
    const id = await callOperation(ops.CreateScreenSetting, {
      title: 'Logo',
      screenDataMap: '[]',
      logoUrl,
      logoPower: true,
    });
    expect((await callOperation(ops.DescribeScreenSetting, { id: id })).LogoUrl).toBe(logoUrl);

    // Unsigned or tampered addresses are refused.
    expect((await fetch(logoUrl)).status).toBe(403);
    url.searchParams.set('Expires', String(expires + 3600));
    expect((await fetch(url.href)).status).toBe(403);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    const expired = await fetch(signed);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('<Code>AccessDenied</Code>');
  });

  it('rejects files that are not PNG, JPEG, WebP or GIF, and pictures over 2 MiB', async () => {
    const text = await upload(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    expect(text.response.status).toBe(400);
    const body = await text.response.text();
    expect(body).toContain('<Code>InvalidArgument</Code>');
    expect(body).toMatch(/PNG, JPEG, WebP and GIF/);
    // Nothing was stored under that key.
    await expectInvalid(
      await rpc('DescribeScreenUploadPicture', {
        LogoUrl: `${text.params.Host}/${text.params.Key}`,
      }),
      'LogoUrl',
    );

    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png.subarray(0, 8));
    const tooBig = await upload(big);
    expect(tooBig.response.status).toBe(400);
    expect(await tooBig.response.text()).toContain('<Code>EntityTooLarge</Code>');

    const gif = await upload(new TextEncoder().encode('GIF89a\x01\x00\x01\x00'));
    expect(gif.response.status).toBe(200);
  });

  it('rejects an upload after its policy expired, or with a forged signature', async () => {
    const info = await callOperation(ops.DescribeScreenOssUploadInfo, undefined);
    const forged = await upload(png, { ...info, Signature: 'AAAAAAAAAAAAAAAAAAAAAA==' });
    expect(forged.response.status).toBe(403);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    const late = await upload(png, info);
    expect(late.response.status).toBe(403);
    expect(await late.response.text()).toContain('Policy expired');
  });

  it('journals small pictures across a reload; a screen may keep a large logo the session lost', async () => {
    const small = await upload(png);
    expect(small.response.status).toBe(200);
    const reloaded = () =>
      new MockDatabase({ scale: 'normal', storage: webStorage('localStorage') });
    expect(reloaded().store('screen').pictures.get(small.params.Key)?.bytes).toEqual(png);

    const large = encodePng(200, 200, (x, y) => [x, y, 0, 255]);
    expect(large.length).toBeGreaterThan(64 * 1024);
    const big = await upload(large);
    expect(big.response.status).toBe(200);
    expect(reloaded().store('screen').pictures.has(big.params.Key)).toBe(false);

    const bigUrl = `${big.params.Host}/${big.params.Key}`;
    const id = await callOperation(ops.CreateScreenSetting, {
      title: 'Big',
      screenDataMap: '[]',
      logoUrl: bigUrl,
      logoPower: true,
    });
    getScreenDb().pictures.delete(big.params.Key); // as after a reload
    const again = { title: 'Big 2', screenDataMap: '[]', logoUrl: bigUrl, logoPower: true };
    expect(await callOperation(ops.CreateScreenSetting, { id, ...again })).toBe(id);
    await expect(callOperation(ops.CreateScreenSetting, again)).rejects.toMatchObject({
      status: 400,
    });
  });

  it('signs only addresses of stored pictures at this origin', async () => {
    const seeded = (await callOperation(ops.DescribeScreenSetting, { id: undefined })).LogoUrl;
    expect(await callOperation(ops.DescribeScreenUploadPicture, { logoUrl: seeded })).toMatch(
      /\?OSSAccessKeyId=.+&Expires=\d+&Signature=/,
    );
    await expectInvalid(await rpc('DescribeScreenUploadPicture'), 'LogoUrl');
    await expectInvalid(
      await rpc('DescribeScreenUploadPicture', { LogoUrl: 'https://cdn.example.com/logo.png' }),
      'LogoUrl',
    );
    await expectInvalid(
      await rpc('DescribeScreenUploadPicture', {
        LogoUrl: 'http://localhost/api/oss/screen/logo/missing.png',
      }),
      'LogoUrl',
    );
  });
});
