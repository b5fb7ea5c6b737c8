/** Asks before leaving an editor with unsaved changes (another tab, closing its dialog, Cancel): stay, or leave and lose them. */
import { useStore } from '@nanostores/react';
import ConfirmDialog from './ConfirmDialog';
import { $leaveRequest, type LeaveRequest } from './unsaved';

export default function LeaveConfirm() {
  const request = useStore($leaveRequest);
  return (
    <ConfirmDialog
      target={request}
      texts={(r: LeaveRequest) => ({
        title: 'Leave without saving?',
        description: `Your changes to ${r.labels.join(' and ')} are not saved yet. Stay to save them, or leave and lose them.`,
        confirm: 'Leave without saving',
        cancel: 'Stay',
      })}
      onConfirm={(r) => {
        $leaveRequest.set(null);
        r.leave();
      }}
      onClose={() => $leaveRequest.set(null)}
    />
  );
}
