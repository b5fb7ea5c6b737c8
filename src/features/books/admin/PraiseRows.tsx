/** The book form's 'Praise': quotes and who said them, added and removed by the owner (named by path, see nested-fields.ts). */
import { useState } from 'react';
import type { Praise } from '~db/schema';
import { TextField } from '~/features/admin/Field';
import type { FieldErrors } from '~/lib/forms/validation';

interface Props {
  idPrefix: string;
  initial: Praise[];
  errors: FieldErrors;
}

let keys = 0;

export default function PraiseRows({ idPrefix, initial, errors }: Props) {
  const [rows, setRows] = useState(() => initial.map((p) => ({ ...p, key: ++keys })));
  const id = (name: string) => `${idPrefix}-${name.replaceAll('.', '-')}`;
  return (
    <fieldset className="grid gap-3" aria-describedby={errors.praise ? id('praise-error') : undefined}>
      <legend className="text-ink text-sm font-semibold">Praise</legend>
      {rows.map((row, i) => (
        <div key={row.key} className="grid gap-2 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
          <TextField
            id={id(`praise.${i}.quote`)}
            name={`praise.${i}.quote`}
            label={`Quote ${i + 1}`}
            rows={2}
            defaultValue={row.quote}
            error={errors[`praise.${i}.quote`]}
          />
          <TextField
            id={id(`praise.${i}.source`)}
            name={`praise.${i}.source`}
            label={`Quote ${i + 1} by`}
            defaultValue={row.source}
            placeholder="Maya R., reader"
            error={errors[`praise.${i}.source`]}
          />
          <button
            type="button"
            className="btn-outline px-4"
            onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
          >
            Remove<span className="sr-only"> quote {i + 1}</span>
          </button>
        </div>
      ))}
      {errors.praise && (
        <p id={id('praise-error')} className="text-sm font-medium text-red-700">
          {errors.praise}
        </p>
      )}
      <div>
        <button
          type="button"
          className="btn-outline px-4 text-sm"
          onClick={() => setRows((all) => [...all, { quote: '', source: '', key: ++keys }])}
        >
          Add a quote
        </button>
      </div>
    </fieldset>
  );
}
