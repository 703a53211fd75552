// The licence file's time to live, one of the server's choices (GET /api/license-files/settings),
// with a note when it was chosen for the admin (from the licence's policy).
import { useId } from 'react';
import { RadioButton } from 'primereact/radiobutton';
import { DEFAULT_LICENSE_FILE_TTL_DAYS, LICENSE_FILE_TTL_DAYS } from '../../../shared/constants.ts';
import { licenseFiles as t } from '../../../shared/messages/licensing/license-files.ts';

export function TtlChoice({
  choices,
  value,
  onChange,
  note,
}: {
  choices: readonly number[];
  value: number;
  onChange: (days: number) => void;
  note?: string;
}) {
  const id = useId();
  return (
    <fieldset className="radio-group" aria-describedby={note ? `${id}-note` : undefined}>
      <legend>{t.ttlLabel}</legend>
      <div className="radio-group-options flex-wrap">
        {choices.map((days) => (
          <div key={days} className="radio-group-option">
            <RadioButton
              inputId={`${id}-${days}`}
              name={`${id}-ttl`}
              value={days}
              checked={value === days}
              onChange={() => onChange(days)}
            />
            <label htmlFor={`${id}-${days}`}>{t.ttlOption(days)}</label>
          </div>
        ))}
      </div>
      {note ? (
        <small id={`${id}-note`} className="text-color-secondary">
          {note}
        </small>
      ) : null}
    </fieldset>
  );
}

/** The server's choices and default; the console's own while they have not arrived. */
export function ttlSettingsOf(settings: { ttlDays?: number[] | null; defaultTtlDays?: number | null } | undefined) {
  const choices: readonly number[] =
    settings?.ttlDays && settings.ttlDays.length > 0 ? settings.ttlDays : LICENSE_FILE_TTL_DAYS;
  const wanted = settings?.defaultTtlDays ?? DEFAULT_LICENSE_FILE_TTL_DAYS;
  return { choices, byDefault: choices.includes(wanted) ? wanted : choices[0]! };
}
