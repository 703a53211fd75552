// The console's date field (docs/adr/0047-dates-are-local-calendar-days.md): a day typed (read on
// blur) or picked from the browser's calendar. Its value is the ISO instant of the day's start or
// end (`edge`) in the user's zone, or text that names no day, as typed, for the owner to reject.
import { useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { format, isValid, parseISO } from 'date-fns';
import {
  calendarDayText,
  endOfCalendarDay,
  parseCalendarDay,
  startOfCalendarDay,
} from '../../../shared/calendar-day.ts';
import { common } from '../../../shared/messages/common.ts';
import { ImeInputText, type ImeInputTextProps } from '../ime/ime-input-text.tsx';

export interface CalendarDayInputProps extends Omit<
  ImeInputTextProps,
  'value' | 'onValueChange' | 'onChange' | 'onBlur'
> {
  id: string;
  edge: 'start' | 'end';
  /** The day's ISO instant, null for none, or unreadable text as typed. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
}

/** The native picker's value (yyyy-MM-dd) for an ISO instant, '' otherwise. */
function pickerValue(value: string | null | undefined): string {
  const date = value ? parseISO(value) : null;
  return date && isValid(date) ? format(date, 'yyyy-MM-dd') : '';
}

export function CalendarDayInput({ id, edge, value, onChange, onBlur, disabled, ...props }: CalendarDayInputProps) {
  // What the user is typing; null when the box shows the chosen day.
  const [draft, setDraft] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const choose = (day: Date) => {
    setDraft(null);
    onChange(edge === 'end' ? endOfCalendarDay(day) : startOfCalendarDay(day));
  };
  const read = (text: string) => {
    if (text.trim() === '') {
      setDraft(null);
      return onChange(null);
    }
    const day = parseCalendarDay(text);
    if (day) choose(day);
    else onChange(text);
  };
  const shown = value && !isValid(parseISO(value)) ? value : calendarDayText(value);
  return (
    <span className="calendar-day-input p-inputgroup">
      <ImeInputText
        {...props}
        id={id}
        value={disabled ? '' : (draft ?? shown)}
        onValueChange={setDraft}
        onBlur={() => {
          if (draft !== null) read(draft);
          onBlur?.();
        }}
        disabled={disabled}
        autoComplete="off"
      />
      <input
        ref={picker}
        type="date"
        className="calendar-day-picker"
        tabIndex={-1}
        aria-hidden="true"
        value={pickerValue(value)}
        onChange={(e) => {
          const day = parseCalendarDay(e.target.value);
          if (day) choose(day);
        }}
      />
      <Button
        type="button"
        icon="pi pi-calendar"
        severity="secondary"
        outlined
        aria-label={common.pickDate}
        aria-controls={id}
        disabled={disabled}
        // showPicker needs the user's click; browsers without it still take the typed day.
        onClick={() => picker.current?.showPicker?.()}
      />
    </span>
  );
}
