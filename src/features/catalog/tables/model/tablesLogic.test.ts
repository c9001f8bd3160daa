import { emptyField, setKind, updateField } from '../../schema/model/builder';
import { newOptionRow } from '../../../lake-common/model/optionRows';
import { insertAfter, siblingsOf } from '../../schema/model/builderTree';
import { blankForm, isBlankForm, reviveDraft, storedDraft, type TableForm } from './tableForm';
import { parseSchemaJson } from '../../schema/model/parseSchemaJson';

describe('parseSchemaJson', () => {
  it('reads a Schema or a whole CreateTable body', () => {
    const schema = { fields: [{ name: 'id', type: { type: 'INT' } }], primaryKeys: ['id'] };
    const direct = parseSchemaJson(JSON.stringify(schema));
    expect(direct).toEqual({
      ok: true,
      schema: { ...schema, partitionKeys: [], options: {} },
    });
    const body = parseSchemaJson(
      JSON.stringify({ identifier: { database: 'd', object: 't' }, schema }),
    );
    expect(body.ok && body.schema.primaryKeys).toEqual(['id']);
  });

  it('names the path of every problem', () => {
    const result = parseSchemaJson(
      JSON.stringify({
        fields: [
          { name: 'a', type: { type: 'ARRAY', element: { type: 7 } } },
          { type: { type: 'INT' } },
        ],
      }),
    );
    expect(result.ok).toBe(false);
    const paths = !result.ok && result.kind === 'shape' ? result.issues.map((i) => i.path) : [];
    expect(paths).toEqual(['fields[0].type.element.type', 'fields[1].name']);
    expect(parseSchemaJson('{"fields": [')).toMatchObject({ ok: false, kind: 'syntax' });
    expect(parseSchemaJson('  ')).toEqual({ ok: false, kind: 'empty' });
  });
});

describe('the stored draft', () => {
  it('round-trips a half-typed form with fresh uids', () => {
    const first = emptyField();
    let fields = updateField([first], first.uid, { name: 'payload' });
    fields = setKind(fields, { uid: first.uid }, 'MAP');
    fields = setKind(fields, { uid: first.uid, typePath: ['value'] }, 'ROW');
    const form: TableForm = {
      ...blankForm(),
      name: 'half',
      fields,
      partitionKeys: ['payload'],
      options: [newOptionRow('', 'x'), newOptionRow('k', 'v'), newOptionRow('k', 'w')],
    };
    const stored = JSON.parse(JSON.stringify(storedDraft(form))) as unknown;
    const revived = reviveDraft(stored)!;
    expect(storedDraft(revived)).toEqual(storedDraft(form));
    expect(revived.fields[0]!.uid).not.toBe(first.uid);
    expect(revived.options.map((row) => [row.key, row.value])).toEqual([
      ['', 'x'],
      ['k', 'v'],
      ['k', 'w'],
    ]);
    expect(reviveDraft({ version: 0 })).toBeNull();
  });

  it('is blank only when nothing was typed', () => {
    const form = blankForm();
    expect(isBlankForm(form)).toBe(true);
    expect(isBlankForm({ ...form, comment: 'x' })).toBe(false);
    expect(
      isBlankForm({ ...form, fields: setKind(form.fields, { uid: form.fields[0]!.uid }, 'INT') }),
    ).toBe(false);
  });
});

describe('tree helpers', () => {
  it('inserts after a nested field and finds its siblings and ROW', () => {
    const top = emptyField();
    let fields = setKind([top], { uid: top.uid }, 'ARRAY');
    fields = setKind(fields, { uid: top.uid, typePath: ['element'] }, 'ROW');
    const inner = fields[0]!.type.element!.fields![0]!;
    const added = emptyField();
    const next = insertAfter(fields, inner.uid, added);
    expect(next[0]!.type.element!.fields!.map((f) => f.uid)).toEqual([inner.uid, added.uid]);
    expect(siblingsOf(next, added.uid)).toMatchObject({
      index: 1,
      parent: { uid: top.uid, typePath: ['element'] },
    });
    expect(siblingsOf(next, top.uid)).toMatchObject({ index: 0, parent: null });
    expect(insertAfter(fields, 'nope', added)).toBe(fields);
  });
});
