import { AutoComplete, Input, Select } from 'antd';
import { useState } from 'react';
import { DOCUMENT_TYPES, type ImportCellError, type ImportField } from '../../../shared/imports';

interface ImportCellProps {
  column: ImportField;
  value: string | undefined;
  errors: ImportCellError[];
  editing: boolean;
  emptyText: string;
  branchNames: string[];
  onStartEdit: () => void;
  onCommit: (value: string) => void;
  onCancel: () => void;
}

/** The editor a column gets: the document type from its list, the unit with the user's units suggested, else text. */
function CellEditor({ column, value, branchNames, onCommit, onCancel }: Pick<ImportCellProps, 'column' | 'value' | 'branchNames' | 'onCommit' | 'onCancel'>) {
  const [draft, setDraft] = useState(value ?? '');
  const keys = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') onCancel();
    if (e.key === 'Enter') onCommit(draft);
  };
  if (column === 'typeOfDocument') {
    return (
      <Select size="small" autoFocus defaultOpen style={{ width: '100%' }} value={draft || undefined} onChange={(v: string) => onCommit(v)}
        onBlur={() => onCancel()} options={DOCUMENT_TYPES.map((d) => ({ value: d, label: d }))} />
    );
  }
  if (column === 'mainBranch') {
    return (
      <AutoComplete size="small" autoFocus style={{ width: '100%' }} value={draft} onChange={setDraft} onBlur={() => onCommit(draft)} onKeyDown={keys}
        onSelect={(v: string) => onCommit(v)} options={branchNames.map((n) => ({ value: n }))}
        filterOption={(input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())} />
    );
  }
  return <Input size="small" autoFocus value={draft} onChange={(e) => setDraft(e.target.value)} onBlur={() => onCommit(draft)} onKeyDown={keys} />;
}

/** One cell of the review table: its value (click to fix it) and, in red below, what is wrong with it. */
export function ImportCell(props: ImportCellProps) {
  const { column, value, errors, editing, emptyText, onStartEdit } = props;
  const invalid = errors.length > 0;
  return (
    <div
      className={`import-cell${invalid ? ' import-cell-invalid' : ''}`}
      data-field={column}
      data-invalid={invalid || undefined}
      onClick={editing ? undefined : onStartEdit}
      role={editing ? undefined : 'button'}
      tabIndex={editing ? undefined : 0}
      onKeyDown={editing ? undefined : (e) => e.key === 'Enter' && onStartEdit()}
    >
      {editing ? (
        <CellEditor {...props} />
      ) : (
        // plain CSS ellipsis: antd's measuring ellipsis costs a layout per cell, too much for a table this size
        <span className={value ? 'import-cell-value' : 'import-cell-value import-cell-empty'} title={value}>{value || emptyText}</span>
      )}
      {errors.map((e) => (
        <div key={e.code} className="import-cell-error" data-testid="cell-error" data-code={e.code}>{e.message}</div>
      ))}
    </div>
  );
}
