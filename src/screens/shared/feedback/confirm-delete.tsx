// The confirmation before a delete on a list (licences, devices, users): danger styling,
// focus on "cancel", and what is deleted named in code type when given.
import { confirmDialog } from 'primereact/confirmdialog';

export function confirmDelete({
  header,
  message,
  subject,
  accept,
}: {
  header: string;
  message: string;
  subject?: string;
  accept: () => void;
}): void {
  confirmDialog({
    header,
    message: subject ? (
      <span>
        {message}
        <br />
        <code>{subject}</code>
      </span>
    ) : (
      message
    ),
    icon: 'pi pi-exclamation-triangle',
    acceptClassName: 'p-button-danger',
    defaultFocus: 'reject',
    accept,
  });
}
