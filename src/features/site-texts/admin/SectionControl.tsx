/** One control of a Site tab section, bound to its value: a checkbox, a select, a textarea or a text input. */
import { SelectField, TextField } from '~/features/admin/Field';
import type { FieldDef } from './site-sections';

interface Props {
  def: FieldDef;
  id: string;
  name: string;
  value: unknown;
  error?: string;
  onChange(value: unknown): void;
}

export default function SectionControl({ def, id, name, value, error, onChange }: Props) {
  if (def.kind === 'checkbox') {
    return (
      <div className="grid gap-1">
        <label className="text-ink flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input
            id={id}
            name={name}
            type="checkbox"
            checked={Boolean(value)}
            onChange={(e) => onChange(e.target.checked)}
            className="size-5"
          />
          {def.label}
        </label>
      </div>
    );
  }
  const common = { id, name, label: def.label, error, hint: def.hint, value: String(value ?? '') };
  if (def.kind === 'select')
    return (
      <SelectField
        {...common}
        options={(def.options ?? []).map((o) => [o, def.optionLabels?.[o] ?? o] as const)}
        onChange={(e) => onChange(def.numeric ? Number(e.target.value) : e.target.value)}
      />
    );
  const multiline = def.kind === 'textarea' || def.kind === 'lines';
  return (
    <TextField
      {...common}
      type={multiline ? undefined : def.kind === 'url' ? 'url' : 'text'}
      rows={multiline ? (def.rows ?? (def.kind === 'lines' ? 4 : 3)) : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
