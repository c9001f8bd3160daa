import { TreeSelect } from 'antd';
import { parsePathValue, pathValue, type ColumnNode } from '../../schema/model/columnTree';

export interface ColumnPickerProps {
  id: string;
  label: string;
  placeholder: string;
  tree: ColumnNode[];
  value: readonly string[] | undefined;
  onChange: (path: string[]) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}

function matches(input: string, node: unknown): boolean {
  const text = (node as Partial<ColumnNode>).pathText ?? '';
  return text.toLowerCase().includes(input.trim().toLowerCase());
}

/**
 * A searchable tree of the schema's columns (nested ROWs, and ROWs inside ARRAY/MAP through their
 * `element`/`value` steps). The list is virtualized, so a table of thousands of columns opens at
 * once; typing filters by the dotted path.
 */
export function ColumnPicker({
  id,
  label,
  placeholder,
  tree,
  value,
  onChange,
  invalid,
  describedBy,
}: ColumnPickerProps) {
  return (
    <TreeSelect
      id={id}
      aria-label={label}
      aria-describedby={describedBy}
      status={invalid ? 'error' : undefined}
      placeholder={placeholder}
      style={{ width: '100%' }}
      treeData={tree}
      value={value === undefined ? undefined : pathValue(value)}
      treeNodeLabelProp="pathText"
      showSearch={{ filterTreeNode: matches }}
      listHeight={320}
      onChange={(next: string | undefined) => {
        const path = next === undefined ? null : parsePathValue(next);
        if (path) onChange(path);
      }}
    />
  );
}
