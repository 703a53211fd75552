// Narrow reads of the owner-settings snapshot for the screen (docs/architecture.md, "Statecharts").
import type { SnapshotFrom } from 'xstate';
import type { OwnerSettingsMachine } from './owner-settings-machine.ts';

type Snapshot = SnapshotFrom<OwnerSettingsMachine>;

/** 'create' without an owner (button '作成'), else 'update' (button '更新' + reload). */
export const selectMode = (s: Snapshot): 'create' | 'update' => (s.context.owner ? 'update' : 'create');
export const selectOwner = (s: Snapshot) => s.context.owner;
export const selectError = (s: Snapshot) => s.context.error;
export const selectLastSave = (s: Snapshot) => s.context.lastSave;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed');
export const selectIsSaving = (s: Snapshot) => s.matches('saving');
export const selectSaved = (s: Snapshot) => s.matches('saved');
export const selectSaveFailed = (s: Snapshot) => s.matches('failed');
