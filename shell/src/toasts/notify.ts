// The shell toasts exactly as the remotes do (SPEC §8): through the shared helper.
export { notify } from '@thrive/shared';
