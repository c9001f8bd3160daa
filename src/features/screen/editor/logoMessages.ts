import { defineMessages } from '../../../i18n/defineMessages';

/** The logo uploader's strings; they load with the screen editor's chunk. */
export const messages = defineMessages({
  en: {
    'logo.label': 'Logo',
    'logo.choose': 'Choose a picture…',
    'logo.replace': 'Replace picture…',
    'logo.hint': 'PNG, JPEG, WebP or GIF, at most 2 MiB. You can also drop a file here.',
    'logo.dropHere': 'Drop the picture to upload it',
    'logo.none': 'No logo',
    'logo.remove': 'Remove logo',
    'logo.removed': 'Logo removed. Save the screen to keep the change.',
    'logo.uploading': 'Uploading “{name}”…',
    'logo.progress': 'Upload progress',
    'logo.cancel': 'Cancel upload',
    'logo.cancelled': 'Upload cancelled; the previous logo is kept.',
    'logo.uploaded': 'Logo uploaded. Save the screen to keep it.',
    'logo.retry': 'Try again',
    'logo.failed': 'The logo was not uploaded; the previous logo is kept.',
    'logo.error.empty': '“{name}” is empty.',
    'logo.error.type': '“{name}” is not a PNG, JPEG, WebP or GIF picture. Nothing was uploaded.',
    'logo.error.tooLarge':
      '“{name}” is {size} MiB; a logo can be at most 2 MiB. Nothing was uploaded.',
    'logo.error.expired':
      'The upload authorization had already expired. Check that this computer’s clock is right, then try again.',
  },
  zh: {
    'logo.label': 'Logo',
    'logo.choose': '选择图片…',
    'logo.replace': '更换图片…',
    'logo.hint': '支持 PNG、JPEG、WebP 或 GIF，不超过 2 MiB。也可以将文件拖放到此处。',
    'logo.dropHere': '松开即可上传图片',
    'logo.none': '未设置 Logo',
    'logo.remove': '移除 Logo',
    'logo.removed': 'Logo 已移除。保存大屏后生效。',
    'logo.uploading': '正在上传“{name}”…',
    'logo.progress': '上传进度',
    'logo.cancel': '取消上传',
    'logo.cancelled': '已取消上传，保留原有 Logo。',
    'logo.uploaded': 'Logo 已上传。保存大屏后生效。',
    'logo.retry': '重试',
    'logo.failed': 'Logo 上传失败，保留原有 Logo。',
    'logo.error.empty': '“{name}”是空文件。',
    'logo.error.type': '“{name}”不是 PNG、JPEG、WebP 或 GIF 图片，未上传。',
    'logo.error.tooLarge': '“{name}”大小为 {size} MiB，Logo 不能超过 2 MiB，未上传。',
    'logo.error.expired': '上传授权已过期。请检查本机时间是否正确，然后重试。',
  },
});
