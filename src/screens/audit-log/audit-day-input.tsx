// A bound of the audit log's date range: the console's date field (typed or picked) over the
// URL's yyyy-MM-dd. Text that names no day leaves the filter as it was and says so.
import { useState } from 'react';
import { format, isValid, parseISO } from 'date-fns';
import { validation } from '../../shared/messages/forms/validation.ts';
import { CalendarDayInput } from '../shared/form/calendar-day-input.tsx';
import { FieldError, fieldErrorProps } from '../shared/form/form-feedback.tsx';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T/;

export function AuditDayInput({
  id,
  day,
  onDay,
}: {
  id: string;
  day: string | undefined;
  onDay: (day: string | undefined) => void;
}) {
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const error = unreadable === null ? undefined : validation.dateInvalid;
  return (
    <span className="audit-day-input">
      <CalendarDayInput
        {...fieldErrorProps(id, error)}
        edge="start"
        value={unreadable ?? (day ? parseISO(day).toISOString() : null)}
        onChange={(value) => {
          // The field hands on an ISO instant for a day, or the typed text that names none.
          const date = value !== null && ISO_INSTANT.test(value) ? parseISO(value) : null;
          if (value !== null && (date === null || !isValid(date))) return setUnreadable(value);
          setUnreadable(null);
          onDay(date ? format(date, 'yyyy-MM-dd') : undefined);
        }}
      />
      <FieldError inputId={id} message={error} />
    </span>
  );
}
