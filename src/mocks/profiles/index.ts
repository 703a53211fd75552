// The profiles by name, and the running one (mockSettings.profile).
import { mockSettings, type MockProfile } from '../settings.ts';
import { fullProfile, type Profile } from './profile.ts';
import { restProfile } from './rest.ts';
import { specProfile } from './spec.ts';

export type { Profile } from './profile.ts';

export const PROFILES: Readonly<Record<MockProfile, Profile>> = {
  full: fullProfile,
  spec: specProfile,
  rest: restProfile,
};

export const activeProfile = (): Profile => PROFILES[mockSettings.profile];
