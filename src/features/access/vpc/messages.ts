import { defineMessages } from '../../../i18n/defineMessages';

/** Strings of the trusted VPCs page (keys prefixed `vpcs.`). */
export const messages = defineMessages({
  en: {
    'vpcs.title': 'Trusted VPCs',
    'vpcs.help':
      'Requests from these virtual private clouds are trusted to reach the lake catalog service. The list is kept by the service (GetVpcConfig).',
    'vpcs.empty': 'No VPC is trusted: the service is reached only over its public endpoint.',
    'vpcs.loadFailed': 'The trusted VPCs could not be loaded.',
    'vpcs.col.id': 'VPC ID',
    'vpcs.col.options': 'Extended options',
    'vpcs.col.created': 'Trusted since',
    'vpcs.noOptions': 'No options',
    'vpcs.count': '{count, plural, one {# trusted VPC} other {# trusted VPCs}}',
  },
  zh: {
    'vpcs.title': '可信 VPC',
    'vpcs.help':
      '来自这些专有网络的请求可信任访问数据湖目录服务。该列表由服务维护（GetVpcConfig）。',
    'vpcs.empty': '没有可信 VPC：只能通过公网端点访问该服务。',
    'vpcs.loadFailed': '无法加载可信 VPC。',
    'vpcs.col.id': 'VPC ID',
    'vpcs.col.options': '扩展选项',
    'vpcs.col.created': '信任时间',
    'vpcs.noOptions': '无选项',
    'vpcs.count': '{count, plural, other {# 个可信 VPC}}',
  },
});
