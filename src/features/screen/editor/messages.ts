import { defineMessages } from '../../../i18n/defineMessages';

/**
 * The layout editor's grid, palette and property panels. The announcement keys are the ones
 * `model/keyboard.ts` `describeTile` names; every one says position and size in words.
 */
export const messages = defineMessages({
  en: {
    'screen.editor.announce.position':
      '{title}: column {column}, row {row}, width {width}, height {height}.',
    'screen.editor.announce.moved':
      '{title} moved to column {column}, row {row}; width {width}, height {height}.',
    'screen.editor.announce.resized':
      '{title} resized to width {width}, height {height}; at column {column}, row {row}.',
    'screen.editor.announce.added':
      '{title} added at column {column}, row {row}; width {width}, height {height}.',
    'screen.editor.announce.removed':
      '{title} removed from column {column}, row {row} (width {width}, height {height}).',
    'screen.editor.announce.blocked':
      '{title} cannot go further; it stays at column {column}, row {row}, width {width}, height {height}.',
    'screen.editor.announce.shifted':
      'The tiles around {title} moved; it stays at column {column}, row {row}, width {width}, height {height}.',
    'screen.editor.announce.selected': '{title} selected; its properties are in the tile panel.',
    'screen.editor.announce.empty':
      'The screen has no tiles left. Add components from the palette.',

    'screen.editor.grid.label': 'Screen layout',
    'screen.editor.grid.instructions':
      'Drag a tile by its bar, or focus the bar: arrow keys move it, Shift + arrow keys resize it, Delete removes it, Enter selects it. Ctrl+Z undoes, Ctrl+Shift+Z redoes.',
    'screen.editor.grid.empty':
      'No tiles yet. Drag components here from the palette, or click one to add it.',
    'screen.editor.canvas.edge':
      'The wall display ends here, after row 24. Tiles below it make every row on the wall shorter.',
    'screen.editor.canvas.bar': 'Canvas',
    'screen.editor.zoom': 'Zoom',
    'screen.editor.zoom.fit': 'Fit to width ({percent})',
    'screen.editor.palette.show': 'Show components',
    'screen.editor.palette.hide': 'Hide components',
    'screen.editor.properties.show': 'Show properties',
    'screen.editor.properties.hide': 'Hide properties',
    'screen.editor.tile.label':
      '{title}, column {column}, row {row}, width {width}, height {height}',
    'screen.editor.tile.where': 'col {column}, row {row} · {width}×{height}',
    'screen.editor.tile.size': '{width}×{height}',

    'screen.editor.palette.title': 'Components',
    'screen.editor.palette.search': 'Search components',
    'screen.editor.palette.searchHint':
      'By title or code. Enter adds the component when only one matches.',
    'screen.editor.palette.count': '{count, plural, one {# component} other {# components}}',
    'screen.editor.palette.matches':
      '{count} of {total, plural, one {# component} other {# components}} match',
    'screen.editor.palette.none': 'No component matches “{query}”.',
    'screen.editor.palette.empty': 'The service offers no components.',
    'screen.editor.palette.add': 'Add',
    'screen.editor.palette.dragHint': 'Click or press Enter to add, or drag onto the canvas',
    'screen.editor.palette.placed': 'placed',
    'screen.editor.palette.placedMany': 'placed ×{count}',
    'screen.editor.palette.group.ASSETS': 'Assets',
    'screen.editor.palette.group.VUL': 'Vulnerabilities',
    'screen.editor.palette.group.HC': 'Baseline',
    'screen.editor.palette.group.ALARM': 'Alarms',
    'screen.editor.palette.group.SE_OP': 'Security operations',
    'screen.editor.palette.group.BEST_PRA': 'Cloud best practice',
    'screen.editor.palette.group.other': 'Other',

    'screen.editor.date.last': 'Last {span}',
    'screen.editor.date.invalid': '“{date}” (not a valid range)',
    'screen.editor.date.current': '(current) {label}',

    'screen.editor.tile.panel': 'Tile properties',
    'screen.editor.tile.component': 'Component',
    'screen.editor.tile.componentValue': '{title} ({group})',
    'screen.editor.tile.componentUnknown':
      'The service no longer offers this component. The tile is kept as it is when saved.',
    'screen.editor.tile.componentMissing':
      'This tile names no valid component. It is kept as it is when saved.',
    'screen.editor.tile.date': 'Time range',
    'screen.editor.tile.dateNotOffered':
      'The current time range is not one this component offers; choose one of the offered ranges.',
    'screen.editor.tile.dateNone': 'This component offers no time ranges to choose from.',
    'screen.editor.tile.geometry': 'Position and size',
    'screen.editor.tile.geometryHint':
      'In grid cells, counted from 1 at the top left. Moving pushes other tiles aside, as dragging does.',
    'screen.editor.tile.column': 'Column',
    'screen.editor.tile.row': 'Row',
    'screen.editor.tile.width': 'Width',
    'screen.editor.tile.height': 'Height',
    'screen.editor.tile.remove': 'Remove tile',

    'screen.editor.screen.panel': 'Screen properties',
    'screen.editor.screen.title': 'Title',
    'screen.editor.screen.titleRequired': 'A title is required.',
    'screen.editor.screen.titleTooLong':
      'At most {max, plural, one {# character} other {# characters}}: remove {over, plural, one {# character} other {# characters}}.',
    'screen.editor.screen.titleWide':
      'May be cut off on the wall display: its header fits about {latin} Latin letters or {cjk} Chinese characters.',
    'screen.editor.screen.titleCount':
      '{count} of {max, plural, one {# character} other {# characters}}',
    'screen.editor.screen.titleLeft':
      '{count, plural, =0 {No characters left} one {# character left} other {# characters left}}',
    'screen.editor.screen.titleOver':
      '{count, plural, one {# character too many} other {# characters too many}}',
    'screen.editor.screen.logoPower': 'Show the logo',
    'screen.editor.screen.monitorUrl': 'Custom monitoring address',
    'screen.editor.screen.monitorUrlHint':
      'An http or https address, opened from the screen. Leave empty for none.',
    'screen.editor.screen.monitorUrl.not-http': 'Only http and https addresses can be used.',
    'screen.editor.screen.monitorUrl.invalid': 'This is not a valid web address.',
    'screen.editor.screen.default': 'Default screen',
    'screen.editor.screen.defaultHint':
      'The default screen opens first; marking this one unmarks the others when saved.',
  },
  zh: {
    'screen.editor.announce.position':
      '{title}：第 {column} 列，第 {row} 行，宽 {width}，高 {height}。',
    'screen.editor.announce.moved':
      '{title} 已移动到第 {column} 列，第 {row} 行；宽 {width}，高 {height}。',
    'screen.editor.announce.resized':
      '{title} 已调整为宽 {width}，高 {height}；位于第 {column} 列，第 {row} 行。',
    'screen.editor.announce.added':
      '已添加 {title}，位于第 {column} 列，第 {row} 行；宽 {width}，高 {height}。',
    'screen.editor.announce.removed':
      '已移除 {title}（原位于第 {column} 列，第 {row} 行，宽 {width}，高 {height}）。',
    'screen.editor.announce.blocked':
      '{title} 无法继续移动，仍位于第 {column} 列，第 {row} 行，宽 {width}，高 {height}。',
    'screen.editor.announce.shifted':
      '{title} 周围的组件已移动；它仍位于第 {column} 列，第 {row} 行，宽 {width}，高 {height}。',
    'screen.editor.announce.selected': '已选中 {title}，可在组件属性面板中修改。',
    'screen.editor.announce.empty': '大屏上已没有组件。可从组件库添加。',

    'screen.editor.grid.label': '大屏布局',
    'screen.editor.grid.instructions':
      '拖动组件顶部的标题栏即可移动；或将焦点移到标题栏：方向键移动，Shift + 方向键调整大小，Delete 移除，Enter 选中。Ctrl+Z 撤销，Ctrl+Shift+Z 重做。',
    'screen.editor.grid.empty': '还没有组件。请从组件库拖到这里，或单击组件添加。',
    'screen.editor.canvas.edge':
      '大屏展示到此为止（第 24 行）。此线以下的卡片会使大屏上所有行变矮。',
    'screen.editor.canvas.bar': '画布',
    'screen.editor.zoom': '缩放',
    'screen.editor.zoom.fit': '适应宽度（{percent}）',
    'screen.editor.palette.show': '显示组件库',
    'screen.editor.palette.hide': '收起组件库',
    'screen.editor.properties.show': '显示属性',
    'screen.editor.properties.hide': '收起属性',
    'screen.editor.tile.label': '{title}，第 {column} 列，第 {row} 行，宽 {width}，高 {height}',
    'screen.editor.tile.where': '第 {column} 列，第 {row} 行 · {width}×{height}',
    'screen.editor.tile.size': '{width}×{height}',

    'screen.editor.palette.title': '组件库',
    'screen.editor.palette.search': '搜索组件',
    'screen.editor.palette.searchHint': '按名称或编码搜索。只有一个匹配时，按 Enter 即可添加。',
    'screen.editor.palette.count': '共 {count} 个组件',
    'screen.editor.palette.matches': '{total} 个组件中有 {count} 个匹配',
    'screen.editor.palette.none': '没有与“{query}”匹配的组件。',
    'screen.editor.palette.empty': '服务未提供任何组件。',
    'screen.editor.palette.add': '添加',
    'screen.editor.palette.dragHint': '单击或按 Enter 添加，也可拖到画布上',
    'screen.editor.palette.placed': '已放置',
    'screen.editor.palette.placedMany': '已放置 ×{count}',
    'screen.editor.palette.group.ASSETS': '资产',
    'screen.editor.palette.group.VUL': '漏洞',
    'screen.editor.palette.group.HC': '基线',
    'screen.editor.palette.group.ALARM': '告警',
    'screen.editor.palette.group.SE_OP': '安全运营',
    'screen.editor.palette.group.BEST_PRA': '云平台最佳实践',
    'screen.editor.palette.group.other': '其他',

    'screen.editor.date.last': '近{span}',
    'screen.editor.date.invalid': '“{date}”（无效的时间范围）',
    'screen.editor.date.current': '（当前）{label}',

    'screen.editor.tile.panel': '组件属性',
    'screen.editor.tile.component': '组件',
    'screen.editor.tile.componentValue': '{title}（{group}）',
    'screen.editor.tile.componentUnknown': '服务已不再提供该组件。保存时该组件将原样保留。',
    'screen.editor.tile.componentMissing': '该组件没有有效的组件 ID。保存时将原样保留。',
    'screen.editor.tile.date': '时间范围',
    'screen.editor.tile.dateNotOffered':
      '当前时间范围不在该组件提供的选项中，请选择一个提供的时间范围。',
    'screen.editor.tile.dateNone': '该组件没有可选的时间范围。',
    'screen.editor.tile.geometry': '位置和大小',
    'screen.editor.tile.geometryHint':
      '以网格为单位，从左上角的 1 开始计数。移动时会像拖动一样推开其他组件。',
    'screen.editor.tile.column': '列',
    'screen.editor.tile.row': '行',
    'screen.editor.tile.width': '宽',
    'screen.editor.tile.height': '高',
    'screen.editor.tile.remove': '移除组件',

    'screen.editor.screen.panel': '大屏属性',
    'screen.editor.screen.title': '标题',
    'screen.editor.screen.titleRequired': '请输入标题。',
    'screen.editor.screen.titleTooLong': '最多 {max} 个字符：请删去 {over} 个。',
    'screen.editor.screen.titleWide':
      '在大屏上可能显示不全：标题栏约可显示 {cjk} 个汉字（或 {latin} 个英文字母）。',
    'screen.editor.screen.titleCount': '已输入 {count} 个字符，最多 {max} 个',
    'screen.editor.screen.titleLeft': '还可输入 {count} 个字符',
    'screen.editor.screen.titleOver': '超出 {count} 个字符',
    'screen.editor.screen.logoPower': '显示 Logo',
    'screen.editor.screen.monitorUrl': '自定义监控地址',
    'screen.editor.screen.monitorUrlHint': 'http 或 https 地址，从大屏打开。留空表示不设置。',
    'screen.editor.screen.monitorUrl.not-http': '只能使用 http 或 https 地址。',
    'screen.editor.screen.monitorUrl.invalid': '这不是有效的网址。',
    'screen.editor.screen.default': '默认大屏',
    'screen.editor.screen.defaultHint': '默认大屏最先打开；保存后，其他大屏将不再是默认大屏。',
  },
});
