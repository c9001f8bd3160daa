import { defineMessages } from '../../../i18n/defineMessages';

/** A display opened through a device link (`/wall`): what it says when it shows no screen. */
export const messages = defineMessages({
  en: {
    'deviceWall.connecting': 'Connecting this display…',
    'deviceWall.cannotConnect': 'Cannot connect this display',
    'deviceWall.noLink': 'This display has no link.',
    'deviceWall.noLinkHint': 'An admin can create one under Screen → Device links.',
    'deviceWall.revoked': 'This display’s link was revoked',
    'deviceWall.expired': 'This display’s link expired',
    'deviceWall.expiredOn': 'This display’s link expired on {date}',
    'deviceWall.askAgain': 'Ask your Parapet admin for a new link, then open it on this computer.',
    'deviceWall.unknown': 'This link is not valid',
    'deviceWall.unknownHint':
      'It may have been cut short or changed. Ask your Parapet admin for the link again, then open it on this computer.',
  },
  zh: {
    'deviceWall.connecting': '正在连接此显示屏…',
    'deviceWall.cannotConnect': '无法连接此显示屏',
    'deviceWall.noLink': '此显示屏没有链接。',
    'deviceWall.noLinkHint': '管理员可在“安全大屏 → 设备链接”中创建。',
    'deviceWall.revoked': '此显示屏的链接已被吊销',
    'deviceWall.expired': '此显示屏的链接已过期',
    'deviceWall.expiredOn': '此显示屏的链接已于 {date} 过期',
    'deviceWall.askAgain': '请向 Parapet 管理员索取新链接，然后在这台电脑上打开。',
    'deviceWall.unknown': '此链接无效',
    'deviceWall.unknownHint':
      '链接可能不完整或已被改动。请向 Parapet 管理员重新获取链接，然后在这台电脑上打开。',
  },
});
