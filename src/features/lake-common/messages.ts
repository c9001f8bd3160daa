import { defineMessages } from '../../i18n/defineMessages';

/** Strings shared by every page of the catalog console (keys prefixed `catalog.`). */
export const messages = defineMessages({
  en: {
    'catalog.breadcrumb': 'Breadcrumb',
    'catalog.catalogs': 'Lake catalogs',
    'catalog.catalogNotFound': 'There is no catalog named “{name}”.',
    'catalog.databaseNotFound': 'There is no database named “{name}” in this catalog.',
    'catalog.tableNotFound': 'There is no table named “{name}” in this database.',
    'catalog.backToCatalogs': 'Back to catalogs',
  },
  zh: {
    'catalog.breadcrumb': '面包屑导航',
    'catalog.catalogs': '数据湖目录',
    'catalog.catalogNotFound': '不存在名为“{name}”的目录。',
    'catalog.databaseNotFound': '该目录中不存在名为“{name}”的数据库。',
    'catalog.tableNotFound': '该数据库中不存在名为“{name}”的表。',
    'catalog.backToCatalogs': '返回目录列表',
  },
});
